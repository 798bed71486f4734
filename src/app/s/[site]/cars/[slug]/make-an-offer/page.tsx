import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OfferContent } from "@/features/leads/components/VehicleLeadForms";
import { isAvailable } from "@/features/vehicle/vehicle-rules";
import { vehicleBySlug } from "@/features/vehicle/vehicles.server";
import { requireSite } from "@/platform/site/current-site.server";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Make an offer", robots: { index: false } };

/** /cars/{slug}/make-an-offer: the make-an-offer form on its own page (the dialog's target without JavaScript). */
export default async function MakeAnOfferPage({ params }: { params: Promise<{ site: string; slug: string }> }) {
  const site = await requireSite(params);
  const found = await vehicleBySlug(site, (await params).slug);
  if (!found || !site.config.features.makeAnOffer || !isAvailable(found.vehicle.status)) notFound();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="sr-only">Make an offer</h1>
      <p>
        <a className="underline" href={`/cars/${found.vehicle.slug}`}>
          Back to the vehicle
        </a>
      </p>
      <div className="mt-4">
        <OfferContent site={site} shown={found} headingId="offer-page-heading" />
      </div>
    </div>
  );
}
