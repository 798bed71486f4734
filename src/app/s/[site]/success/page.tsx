import type { Metadata } from "next";
import { SuccessTracker } from "../../../../features/leads/components/SuccessTracker";
import { telHref } from "../../../../features/search/card-rules";
import { successCopy } from "../../../../features/leads/success-copy";
import { requireSite } from "../../../../platform/site/current-site.server";

export const metadata: Metadata = { title: "Thank you", robots: { index: false } };

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /success: shown after a lead is stored, worded by its category. */
export default async function SuccessPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const query = await searchParams;
  const category = typeof query.category === "string" ? query.category.slice(0, 60) : "";
  const event = typeof query.event === "string" && /^\d{1,3}$/.test(query.event) ? Number(query.event) : null;
  const copy = successCopy(category);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center">
      <h1 className="text-3xl font-bold">{copy.heading}</h1>
      <p className="mt-4 text-lg">{copy.body}</p>
      {site.config.contact.phone ? <p className="mt-4">Need us sooner? Call <a className="font-semibold underline" href={telHref(site.config.contact.phone) ?? undefined}>{site.config.contact.phone}</a>.</p> : null}
      <p className="mt-8 flex justify-center gap-4">
        <a href={site.config.stock.listingPath} className="rounded bg-primary px-5 py-3 font-semibold text-on-primary">Browse our stock</a>
        <a href="/" className="rounded border border-gray-500 px-5 py-3 font-semibold">Home</a>
      </p>
      <SuccessTracker category={category || "General Enquiry"} eventId={event} />
    </div>
  );
}
