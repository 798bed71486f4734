/**
 * The saved-searches feature's public face on the server: the shopper's saved searches as the garage shows them, and
 * the delete action of the confirming page.
 */
export { deleteSearch } from "./saved-search-actions.server";
export { hasVerifiedMobile } from "./saved-searches.db";
export { describeFilters, garageSavedSearches, shoppersSavedSearch } from "./saved-searches.server";
