import type { Metadata } from "next";
import { SuccessTracker } from "@/features/leads/components/SuccessTracker";
import { telHref } from "@/ui/tel-href";
import { successPageData } from "@/features/leads/success-conversion.server";
import { requireSite } from "@/platform/site/current-site.server";

export const metadata: Metadata = { title: "Thank you", robots: { index: false } };
// Each request claims its lead's conversion at most once: never cache or prerender this page.
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /success?lead={token}: shown after a lead is stored. Worded by the stored lead's category, and
 * reporting its analytics event, only the first time a valid token for this site's lead is shown;
 * any other visit gets the general thank-you and reports nothing.
 */
export default async function SuccessPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const { copy, conversion } = await successPageData(site, (await searchParams).lead);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center">
      <h1 className="text-3xl font-bold">{copy.heading}</h1>
      <p className="mt-4 text-lg">{copy.body}</p>
      {site.config.contact.phone ? (
        <p className="mt-4">
          Need us sooner? Call{" "}
          <a className="font-semibold underline" href={telHref(site.config.contact.phone) ?? undefined}>
            {site.config.contact.phone}
          </a>
          .
        </p>
      ) : null}
      <p className="mt-8 flex justify-center gap-4">
        <a href={site.config.stock.listingPath} className="rounded bg-primary px-5 py-3 font-semibold text-on-primary">
          Browse our stock
        </a>
        <a href="/" className="rounded border border-gray-500 px-5 py-3 font-semibold">
          Home
        </a>
      </p>
      {conversion ? <SuccessTracker category={conversion.category} eventId={conversion.eventId} /> : null}
    </div>
  );
}
