import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * A cached page with a main picture fetches its framework scripts after the picture's paint (ADR 0009), and in this
 * browser the paint often comes after the `load` event a navigation waits for: a journey would act on a page React has
 * not hydrated yet, as a shopper can in the first moments of a first visit. The journeys test what a page does once it
 * is working, so every navigation of a test's own page waits, after its load, until such a page has hydrated (a page
 * without that loader, or without JavaScript, at once). `e2e/paint-first.spec.ts` tests the loading itself.
 */
async function untilHydrated(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const scripted = document.documentElement.classList.contains("js");
        const loader = Array.from(document.scripts).some(
          (s) => !s.src && s.text.includes('img[elementtiming="urgent-picture"]'),
        );
        if (!scripted || !loader) return true;
        return ["header", "main", "footer"].every((tag) => {
          const element = document.querySelector(tag);
          return !element || Object.keys(element).some((k) => k.startsWith("__reactFiber"));
        });
      },
      undefined,
      { timeout: 15_000 },
    )
    // The page went on to another (a redirect once hydrated): the journey's next step waits for that one.
    .catch((error: unknown) => {
      if (!/Execution context was destroyed|navigat/i.test(String(error))) throw error;
    });
}

type WaitOptions = { waitUntil?: string } | undefined;
/** A navigation told to stop before `load` (a journey acting before the scripts on purpose) is left as it is. */
const waitsForLoad = (options: WaitOptions) => !options?.waitUntil || options.waitUntil === "load";

/** The page's navigations, each followed by untilHydrated: a test's own page, or one it opens in a context of its own. */
export function hydratingNavigations(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForLoad(options)) await untilHydrated(page);
    return response;
  };
  for (const name of ["reload", "goBack", "goForward"] as const) {
    const navigate = page[name].bind(page);
    page[name] = async (options) => {
      const response = await navigate(options);
      if (waitsForLoad(options)) await untilHydrated(page);
      return response;
    };
  }
  const waitForURL = page.waitForURL.bind(page);
  page.waitForURL = async (url, options) => {
    await waitForURL(url, options);
    if (waitsForLoad(options)) await untilHydrated(page);
  };
  return page;
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(hydratingNavigations(page));
  },
});
