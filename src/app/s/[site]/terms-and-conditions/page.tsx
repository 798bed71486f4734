import type { Metadata } from "next";
import { LegalPage } from "@/screens/content/LegalPage";
import { requireSite } from "@/platform/site/current-site.server";
import { contentForSite } from "@/platform/content/content-registry.server";
import { contentPageAt } from "@/features/content/content-pages";
import { ContentPageView } from "@/screens/content/ContentPageView";

// What changes with the clock alone (open now, offer windows, a sold car\'s last days) shows within five minutes.
export const revalidate = 300;

/** Cached per site on first visit, none at build time (docs/adr/0008). */
export function generateStaticParams() {
  return [];
}

const PATH = "/terms-and-conditions";

/** The site's own page at this path where its content has one (edited on the content desk), else the platform's text. */
export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const page = contentPageAt(contentForSite((await requireSite(params)).config).pages, PATH);
  return page ? { title: page.title, description: page.description } : { title: "Terms And Conditions" };
}

export default async function TermsPage({ params }: { params: Promise<{ site: string }> }) {
  const site = await requireSite(params);
  const page = contentPageAt(contentForSite(site.config).pages, PATH);
  if (page) return <ContentPageView site={site} page={page} />;
  return <LegalPage title="Terms And Conditions" text={site.config.legal.termsOfUse} />;
}
