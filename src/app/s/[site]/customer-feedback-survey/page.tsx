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

export const metadata: Metadata = {
  title: "Customer feedback survey",
  description: "Tell us what went wrong, so we can put it right.",
};

/** /customer-feedback-survey: where the review feedback block's 'I had a bad experience' leads; stored like a lead. */
export default async function CustomerFeedbackSurveyPage({ params }: { params: Promise<{ site: string }> }) {
  const site = await requireSite(params);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">Customer feedback survey</h1>
      <p className="mt-2 text-lg">
        We are sorry your experience with {site.config.name} was not what it should have been. Tell us what went wrong
        and the team will look into it.
      </p>
      <FormPanel headingId="feedback-form-heading" heading="Your feedback" className="mt-6">
        <LeadFormSection site={site} kind="customer-feedback" id="customer-feedback-form" />
      </FormPanel>
    </div>
  );
}
