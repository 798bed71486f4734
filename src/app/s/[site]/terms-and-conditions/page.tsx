import type { Metadata } from "next";
import { LegalPage } from "@/features/content/LegalPage";
import { requireSite } from "@/platform/site/current-site.server";

export const metadata: Metadata = { title: "Terms And Conditions" };

export default async function TermsPage({ params }: { params: Promise<{ site: string }> }) {
  const { config } = await requireSite(params);
  return <LegalPage title="Terms And Conditions" text={config.legal.termsOfUse} />;
}
