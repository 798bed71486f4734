import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CheckoutPage } from "@/screens/reserve/CheckoutPage";
import { requireSite } from "@/platform/site/current-site.server";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Reserve this car", robots: { index: false } };

/** /cars/{slug}/checkout: reserve the car (sites whose reserve.variant is "checkout"). */
export default async function ReservePage({ params }: { params: Promise<{ site: string; slug: string }> }) {
  const site = await requireSite(params);
  if (site.config.reserve.variant !== "checkout") notFound();
  return <CheckoutPage site={site} slug={(await params).slug} mode="reserve" />;
}
