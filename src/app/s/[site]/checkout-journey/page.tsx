import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CheckoutPage } from "@/features/reserve/components/CheckoutPage";
import { requireSite } from "@/platform/site/current-site.server";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Buy this car online", robots: { index: false } };

/** /checkout-journey?car_id={slug}: the online purchase (sites with features.onlinePurchase). */
export default async function CheckoutJourneyPage({
  params,
  searchParams,
}: {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const site = await requireSite(params);
  const carId = (await searchParams).car_id;
  if (typeof carId !== "string" || !carId) notFound();
  return <CheckoutPage site={site} slug={carId} mode="purchase" />;
}
