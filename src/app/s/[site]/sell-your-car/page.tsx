import type { Metadata } from "next";
import { tradeInRoute } from "@/screens/trade-in/TradeInRoute";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Sell your car" };

/** /sell-your-car: the trade-in flow, on the sites whose tradeIn.routes list it. */
export default tradeInRoute("/sell-your-car");
