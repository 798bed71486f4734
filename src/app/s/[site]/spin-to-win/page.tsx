import { SpinToWinPage, spinToWinMetadata } from "@/features/spin-to-win/components/SpinToWinPage";

export const generateMetadata = spinToWinMetadata;
export default SpinToWinPage;
