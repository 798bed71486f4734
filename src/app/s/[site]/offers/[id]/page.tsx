import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { offerForSite } from "@/features/offers/offers.server";
import { LeadFormSection } from "@/features/leads/components/LeadFormSection";
import { requireSite } from "@/platform/site/current-site.server";

type Props = { params: Promise<{ site: string; id: string }> };

async function load(params: Props["params"]) {
  const site = await requireSite(params);
  const id = (await params).id;
  // Ids are whole numbers; anything else is simply not an offer (never a database error).
  if (!/^\d{1,9}$/.test(id)) return null;
  return offerForSite(site, Number(id));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params);
  return { title: found ? found.name : "Offer not found" };
}

export default async function OfferPage({ params }: Props) {
  const found = await load(params);
  if (!found) notFound();
  const offer = found;
  const site = await requireSite(params);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{offer.name}</h1>
      {offer.siteModel ? (
        <p className="mt-1 text-gray-700">
          {offer.siteModel.manufacturer.name} {offer.siteModel.name}
        </p>
      ) : null}
      <p className="mt-4">{offer.description}</p>
      {offer.disclaimer ? <p className="mt-6 text-sm text-gray-700">{offer.disclaimer}</p> : null}
      <section aria-labelledby="offer-lead-heading" className="mt-8 rounded-lg bg-surface p-5">
        <h2 id="offer-lead-heading" className="mb-4 text-2xl font-bold">
          Enquire about this offer
        </h2>
        <LeadFormSection site={site} kind="location" id="offer-form" hidden={{ offer_id: String(offer.id) }} />
      </section>
    </article>
  );
}
