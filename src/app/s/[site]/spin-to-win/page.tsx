import { SpinToWinPage, spinToWinMetadata } from "@/screens/spin-to-win/SpinToWinPage";

// Reads the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const generateMetadata = spinToWinMetadata;
export default SpinToWinPage;
