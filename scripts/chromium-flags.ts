/** Debian's Chromium in a container without a display or network: the flags every browser run here uses. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Chromium 156 draws its omnibox popup as a web page (WebUI) and preloads it in a renderer of its own for every new
 * window, headless too, where nobody can open it. A journey opens a window per test: measured on the 2-core machine,
 * turning these off cut the machine's CPU for ten fresh windows loading three of our pages from 75 s to 46 s.
 */
export const UNUSED_HEADLESS_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

/**
 * Playwright's own `--disable-features` list (playwright-core's chromiumSwitches.ts), repeated here because Chromium
 * reads only the last `--disable-features` it is given: ours must carry Playwright's too. chromium-flags.test.ts fails
 * when an upgrade of Playwright changes its list.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/** The journeys' browser: the flags above and every feature Playwright turns off, with the unused ones. */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_HEADLESS_FEATURES].join(",")}`,
];
