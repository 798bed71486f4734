import type { Metadata } from "next";
import { LegalPage } from "@/screens/content/LegalPage";
import { requireSite } from "@/platform/site/current-site.server";

// What changes with the clock alone (open now, offer windows, a sold car\'s last days) shows within five minutes.
export const revalidate = 300;

/** Cached per site on first visit, none at build time (docs/adr/0008). */
export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { title: "Privacy Policy" };

export default async function PrivacyPage({ params }: { params: Promise<{ site: string }> }) {
  const { config } = await requireSite(params);
  return <LegalPage title="Privacy Policy" text={config.legal.privacyPolicy} />;
}
