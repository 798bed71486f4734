import type { Metadata } from "next";
import { tradeInRoute } from "@/features/trade-in/components/TradeInRoute";

export const metadata: Metadata = { title: "Sell my car" };

/** /sell-my-car: the trade-in flow, on the sites whose tradeIn.routes list it. */
export default tradeInRoute("/sell-my-car");
