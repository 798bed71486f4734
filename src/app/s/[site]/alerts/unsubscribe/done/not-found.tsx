export { UnsubscribeGonePage as default } from "@/screens/alerts/UnsubscribePages";
