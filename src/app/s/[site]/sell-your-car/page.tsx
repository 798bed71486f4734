import type { Metadata } from "next";
import { tradeInRoute } from "@/features/trade-in/components/TradeInRoute";

export const metadata: Metadata = { title: "Sell your car" };

/** /sell-your-car: the trade-in flow, on the sites whose tradeIn.routes list it. */
export default tradeInRoute("/sell-your-car");
