import type { Metadata } from "next";
import { LeadFormSection } from "@/features/leads/components/LeadFormSection";
import { requireSite } from "@/platform/site/current-site.server";
import { FormPanel } from "@/ui/FormPanel";

// What changes with the clock alone (open now, offer windows, a sold car\'s last days) shows within five minutes.
export const revalidate = 300;

/** Cached per site on first visit, none at build time (docs/adr/0008). */
export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { title: "Fleet" };

/** /fleet: the fleet enquiry page, a Get In Touch form plus the site's bullet points. */
export default async function FleetPage({ params }: { params: Promise<{ site: string }> }) {
  const site = await requireSite(params);
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[1fr_1.4fr]">
      <div>
        <h1 className="text-3xl font-bold">Fleet sales</h1>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-lg">
          {site.config.leads.fleetPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
      <FormPanel headingId="fleet-form-heading" heading="Get In Touch">
        <LeadFormSection site={site} kind="fleet" id="fleet-form" />
      </FormPanel>
    </div>
  );
}
