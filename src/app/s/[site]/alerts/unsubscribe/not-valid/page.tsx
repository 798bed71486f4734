import { UnsubscribeNotValidPage } from "@/screens/alerts/UnsubscribePages";

export { unsubscribeMetadata as metadata } from "@/screens/alerts/UnsubscribePages";
export default UnsubscribeNotValidPage;
