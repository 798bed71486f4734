import { SavedCarAlertsPage } from "@/screens/alerts/SavedCarAlertsPage";

// Reads the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export { savedCarAlertsMetadata as metadata } from "@/screens/alerts/SavedCarAlertsPage";
export default SavedCarAlertsPage;
