import type { Metadata } from "next";
import { ContactUsView } from "@/features/locations/components/ContactUsView";
import { requireSite } from "@/platform/site/current-site.server";

export const metadata: Metadata = { title: "Contact Us" };

/** /contact-us: every location with its contact details, and the enquiry form. */
export default async function ContactUsPage({ params }: { params: Promise<{ site: string }> }) {
  return <ContactUsView site={await requireSite(params)} />;
}
