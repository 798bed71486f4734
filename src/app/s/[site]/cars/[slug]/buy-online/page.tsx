import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CheckoutPage } from "@/screens/reserve/CheckoutPage";
import { requireSite } from "@/platform/site/current-site.server";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Reserve this car", robots: { index: false } };

/** /cars/{slug}/buy-online: reserve the car (sites whose reserve.variant is "buy-online"). */
export default async function BuyOnlinePage({ params }: { params: Promise<{ site: string; slug: string }> }) {
  const site = await requireSite(params);
  if (site.config.reserve.variant !== "buy-online") notFound();
  return <CheckoutPage site={site} slug={(await params).slug} mode="reserve" />;
}
