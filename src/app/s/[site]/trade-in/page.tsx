import type { Metadata } from "next";
import { LeadFormSection } from "../../../../features/leads/components/LeadFormSection";
import { requireSite } from "../../../../platform/site/current-site.server";

export const metadata: Metadata = { title: "Sell or trade in your car" };

/** /trade-in: the valuation form; the dealer values the car and calls back. */
export default async function TradeInPage({ params }: { params: Promise<{ site: string }> }) {
  const site = await requireSite(params);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">Sell or trade in your car</h1>
      <p className="mt-2">Tell us about your car and we&apos;ll get back to you with a valuation. There&apos;s no obligation to sell.</p>
      <section aria-label="Valuation request" className="mt-6 rounded-lg bg-surface p-5">
        <LeadFormSection site={site} kind="valuation" id="valuation-form" />
      </section>
    </div>
  );
}
