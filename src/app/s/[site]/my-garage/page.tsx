import { garageRoute } from "@/features/accounts/components/GaragePage";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export { garageMetadata as metadata } from "@/features/accounts/components/GaragePage";
export default garageRoute("/my-garage");
