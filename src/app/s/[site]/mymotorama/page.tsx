import { garageRoute } from "@/features/accounts/components/GaragePage";

export { garageMetadata as metadata } from "@/features/accounts/components/GaragePage";
export default garageRoute("/mymotorama");
