import type { Metadata } from "next";
import { tradeInRoute } from "@/screens/trade-in/TradeInRoute";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Sell or trade in your car" };

/** /trade-in: the trade-in flow. */
export default tradeInRoute("/trade-in");
