import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { CheckoutPage } from "@/screens/reserve/CheckoutPage";
import { canonicalCarIdPath } from "@/features/vehicle/car-key";
import { vehicleByCarId } from "@/features/vehicle/vehicles.server";
import { requireSite } from "@/platform/site/current-site.server";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Buy this car online", robots: { index: false } };

/**
 * /checkout-journey?car_id={slug}: the online purchase (sites with features.onlinePurchase). The car's id is taken too
 * and sent on to the slug, since links to this route may name the car by its id.
 */
export default async function CheckoutJourneyPage({
  params,
  searchParams,
}: {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const site = await requireSite(params);
  const carId = (await searchParams).car_id;
  if (!site.config.features.onlinePurchase || typeof carId !== "string") notFound();
  const shown = await vehicleByCarId(site, carId);
  if (!shown) notFound();
  const canonical = canonicalCarIdPath("/checkout-journey", "slug", carId, shown.vehicle);
  if (canonical) redirect(canonical);
  return <CheckoutPage site={site} slug={shown.vehicle.slug} mode="purchase" />;
}
