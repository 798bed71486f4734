/** The journeys' test API: Playwright's own, in one place for every spec to import. */
export * from "@playwright/test";
