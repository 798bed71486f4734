/**
 * The search feature's public face on the server: what other features may use of its data access and server
 * components. Other features import this file or ./index.ts, never a file behind them (npm run lint:layers).
 */
export { searchStock } from "./search.server";
export { stockVersion } from "./stock-version.db";
export { makeLogoUrls, presetNames, siteKeywordPlaceholder } from "./search.server";
export { listableIndexRows } from "./indexed-stock-search.db";
export { carsMatchingSearches, storedSearch, type StoredSearch } from "./cars-matching-searches";
