import { ManageSavedSearchPage } from "@/screens/saved-searches/SavedSearchPages";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export { savedSearchMetadata as metadata } from "@/screens/saved-searches/SavedSearchPages";
export default ManageSavedSearchPage;
