import { garageRoute } from "@/screens/accounts/GaragePage";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export { garageMetadata as metadata } from "@/screens/accounts/GaragePage";
export default garageRoute("/mybigboxcars");
