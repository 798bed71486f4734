import type { Metadata } from "next";
import { LeadFormSection } from "@/features/leads/components/LeadFormSection";
import { vehicleTitle } from "@/features/vehicle/vehicle-display";
import { toLeadCar } from "@/features/vehicle/vehicle-projections";
import { vehicleBySlug } from "@/features/vehicle/vehicles.server";
import { requireSite } from "@/platform/site/current-site.server";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Book a test drive" };

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /book-test-drive[?car_id={slug}]: the multi-step test-drive form, with times from the location's opening hours. */
export default async function BookTestDrivePage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const carSlug = (await searchParams).car_id;
  const found = typeof carSlug === "string" ? await vehicleBySlug(site, carSlug) : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">Book a test drive</h1>
      {found ? (
        <p className="mt-2 text-lg">
          Vehicle:{" "}
          <a className="font-semibold underline" href={`/cars/${found.vehicle.slug}`}>
            {vehicleTitle(found.vehicle)}
          </a>
        </p>
      ) : (
        <p className="mt-2">Choose where and when, then tell us how to reach you.</p>
      )}
      <section aria-label="Test drive booking" className="mt-6 rounded-lg bg-surface p-5">
        <LeadFormSection site={site} kind="test-drive" id="test-drive-form" car={found ? toLeadCar(found) : null} />
      </section>
    </div>
  );
}
