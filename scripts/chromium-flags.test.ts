import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PLAYWRIGHT_CHROMIUM_FLAGS, PLAYWRIGHT_DISABLED_FEATURES, UNUSED_HEADLESS_FEATURES } from "./chromium-flags";

/** The `disabledFeatures = [...]` array in the installed playwright-core, as it launches Chromium. */
function installedPlaywrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const core = path.dirname(require.resolve("playwright-core/package.json"));
  const bundle = readFileSync(path.join(core, "lib", "coreBundle.js"), "utf8");
  const start = bundle.indexOf("disabledFeatures = [");
  if (start < 0)
    throw new Error("playwright-core no longer names its disabledFeatures: read chromiumSwitches.ts again");
  const list = bundle.slice(start, bundle.indexOf("]", start));
  return [...list.matchAll(/^\s*"([^"]+)",?$/gm)].map((m) => m[1]!);
}

describe("the journeys' Chromium flags", () => {
  it("repeat Playwright's own disabled features, since Chromium keeps only the last --disable-features", () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(installedPlaywrightDisabledFeatures());
  });

  it("pass one --disable-features holding Playwright's list and the unused omnibox WebUI", () => {
    const switches = PLAYWRIGHT_CHROMIUM_FLAGS.filter((f) => f.startsWith("--disable-features="));
    expect(switches).toHaveLength(1);
    const features = switches[0]!.slice("--disable-features=".length).split(",");
    expect(features).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_HEADLESS_FEATURES]));
  });
});
