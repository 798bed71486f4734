import type { Metadata } from "next";
import { tradeInRoute } from "@/features/trade-in/components/TradeInRoute";

export const metadata: Metadata = { title: "Sell or trade in your car" };

/** /trade-in: the trade-in flow (issue 16). */
export default tradeInRoute("/trade-in");
