/**
 * The search feature's public face: the rules, types and components other features may use, all safe in the
 * browser. Server-only parts are in ./index.server.ts. Other features import only these two files (npm run lint:layers).
 */
export { NO_RESULTS_ACTION } from "./card-rules";
export { ResultCard } from "./components/ResultCard";
export { PROTOTYPE_NAMES } from "./prototype-names";
export { resultCardView } from "./result-card-view";
export { displayedCount } from "./count-display";
export {
  EMPTY_SEARCH,
  parseRange,
  parseSearchParams,
  searchHref,
  serializeSearch,
  type SearchState,
} from "./search-params";
export { bodySlug, carTypeWords, presetForPath, type SearchPreset } from "./search-routes";
export { type SearchSite } from "./stock-search";
export { makeDropdownGroups } from "./make-groups";
export { MakeOptionGroups } from "./components/MakeOptionGroups";
