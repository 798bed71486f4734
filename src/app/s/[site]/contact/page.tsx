import type { Metadata } from "next";
import { LeadFormSection } from "@/features/leads/components/LeadFormSection";
import { telHref } from "@/ui/tel-href";
import { requireSite } from "@/platform/site/current-site.server";

// What changes with the clock alone (open now, offer windows, a sold car\'s last days) shows within five minutes.
export const revalidate = 300;

/** Cached per site on first visit, none at build time (docs/adr/0008). */
export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { title: "Contact us" };

/** /contact: the general enquiry form (category, location and dealership selects as the rules say). */
export default async function ContactPage({ params }: { params: Promise<{ site: string }> }) {
  const site = await requireSite(params);
  const { contact } = site.config;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">Contact us</h1>
      <p className="mt-2">
        Call{" "}
        <a className="font-semibold underline" href={telHref(contact.phone) ?? undefined}>
          {contact.phone}
        </a>{" "}
        or send us a message below.
      </p>
      <section aria-label="Enquiry" className="mt-6 rounded-lg bg-surface p-5">
        <LeadFormSection site={site} kind="enquiry" id="contact-form" />
      </section>
    </div>
  );
}
