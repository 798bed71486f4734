import type { Metadata } from "next";
import { CarTradeInRoute } from "@/screens/trade-in/TradeInRoute";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Trade in your car", robots: { index: false } };

/** /cars/trade-in?car_id={id}: a car's Trade-In Valuation button. */
export default CarTradeInRoute;
