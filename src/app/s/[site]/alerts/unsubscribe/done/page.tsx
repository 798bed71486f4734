import { UnsubscribeDonePage } from "@/screens/alerts/UnsubscribePages";

// Reads the link's token: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export { unsubscribeMetadata as metadata } from "@/screens/alerts/UnsubscribePages";
export default UnsubscribeDonePage;
