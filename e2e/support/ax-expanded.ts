import type { Locator } from "@playwright/test";

/**
 * The expanded state Chromium gives assistive technology for an element, read from its accessibility tree (CDP).
 * A <summary> carries no aria-expanded attribute (ARIA in HTML does not allow one): its state comes from its
 * <details>, which Playwright's toBeExpanded does not read, so the journeys ask the browser what it exposes.
 */
export async function exposedExpanded(locator: Locator): Promise<boolean | undefined> {
  const page = locator.page();
  const cdp = await page.context().newCDPSession(page);
  try {
    await locator.evaluate((el) => el.setAttribute("data-ax-probe", ""));
    const { result } = await cdp.send("Runtime.evaluate", { expression: "document.querySelector('[data-ax-probe]')" });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
      objectId: result.objectId,
      fetchRelatives: false,
    });
    const expanded = nodes[0]?.properties?.find((p) => p.name === "expanded")?.value.value;
    return typeof expanded === "boolean" ? expanded : undefined;
  } finally {
    await locator.evaluate((el) => el.removeAttribute("data-ax-probe")).catch(() => undefined);
    await cdp.detach();
  }
}
