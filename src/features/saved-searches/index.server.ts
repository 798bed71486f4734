/**
 * The saved-searches feature's public face on the server: the shopper's saved searches as the garage shows them, and
 * the actions of the confirming page (delete) and of the alert settings form.
 */
export { deleteSearch, setSearchAlerts } from "./saved-search-actions.server";
export { hasVerifiedMobile } from "./saved-searches.db";
export { describeFilters, garageSavedSearches, shoppersSavedSearch } from "./saved-searches.server";
