import type { Metadata } from "next";
import { TradeInForm } from "@/features/leads/components/TradeInForm";
import { requireSite } from "@/platform/site/current-site.server";

export const metadata: Metadata = { title: "Sell or trade in your car" };

/** /trade-in: the valuation form; the dealer values the car and calls back. */
export default async function TradeInPage({ params }: { params: Promise<{ site: string }> }) {
  return <TradeInForm site={await requireSite(params)} towards={null} />;
}
