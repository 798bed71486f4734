import { UnsubscribeNotValidPage } from "@/screens/alerts/UnsubscribePages";

// A refusal, answered 400 by the front door: rendered for each request, never kept in the page cache (docs/adr/0008).
export const dynamic = "force-dynamic";

export { unsubscribeMetadata as metadata } from "@/screens/alerts/UnsubscribePages";
export default UnsubscribeNotValidPage;
