import type { Metadata } from "next";
import type { CSSProperties, ReactNode } from "react";
import { SiteFooter } from "@/features/navigation/components/SiteFooter";
import { SiteHeader } from "@/features/navigation/components/SiteHeader";
import { siteFooterLinks, siteNavigation } from "@/features/navigation/navigation.server";
import { CallTracker } from "@/features/leads/components/CallTracker";
import { VisitTracker } from "@/features/leads/components/VisitTracker";
import { LeadFormActionProvider } from "@/features/leads/components/LeadFormAction";
import { sendLeadForm } from "@/screens/leads/lead-form-action.server";
import { CompareBar } from "@/features/compare/components/CompareBar";
import { SiteStickyFooter } from "@/features/locations/components/SiteStickyFooter";
import { requireSite } from "@/platform/site/current-site.server";
import { PreviewBanner } from "@/ui/PreviewBanner";
import { Toaster } from "@/ui/Toaster";
import { SitePopup } from "@/features/popup/components/SitePopup";
import { MarketingTags } from "@/features/marketing-tags/index.server";
import { siteOrigin } from "@/platform/site/site-origin";

/*
 * Pages are rendered once and cached per site (docs/adr/0008). Each cached page declares generateStaticParams() with
 * no sites (none is rendered at build time, each on its first visit and again when the database announces a change to
 * the site's stock) and its lifetime (`revalidate`, five minutes). Not here: in the layout either would make every page under
 * it one rendered on demand, whose notFound() Next renders as an empty shell. Pages that depend on the shopper or
 * the request say `dynamic = "force-dynamic"` themselves.
 */

type Props = { children: ReactNode; params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { config } = await requireSite(params);
  // Relative canonical and Open Graph URLs of every page resolve against the site's own origin.
  const origin = siteOrigin(config, null);
  return {
    title: { default: config.name, template: `%s | ${config.name}` },
    description: config.tagline,
    metadataBase: origin ? new URL(origin) : undefined,
    icons: { icon: "/icon.svg" },
  };
}

export default async function SiteLayout({ children, params }: Props) {
  const site = await requireSite(params);
  const { theme } = site.config;
  const nav = await siteNavigation(site);
  const vars = {
    "--site-primary": theme.primary,
    "--site-on-primary": theme.onPrimary,
    "--site-accent": theme.accent,
    "--site-header-bg": theme.headerBackground,
    "--site-header-text": theme.headerText,
    "--site-footer-bg": theme.footerBackground,
    "--site-footer-text": theme.footerText,
    "--site-surface": theme.surface,
    "--site-text": theme.text,
  } as CSSProperties;
  // Lead forms (on any page, in any block) post to the one action composed above the features.
  return (
    <LeadFormActionProvider action={sendLeadForm}>
      <div style={vars} data-site={site.config.slug} className="flex min-h-screen flex-col text-ink">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        {site.preview ? <PreviewBanner /> : null}
        <SiteHeader config={site.config} nav={nav} />
        <main id="main" className="flex-1">
          {children}
        </main>
        {site.config.features.compare ? <CompareBar /> : null}
        <Toaster />
        {site.config.popup ? (
          <SitePopup popup={site.config.popup} siteSlug={site.config.slug} timeZone={site.config.timeZone} />
        ) : null}
        <VisitTracker />
        <CallTracker />
        <SiteFooter config={site.config} groups={siteFooterLinks(site.config)} />
        <SiteStickyFooter site={site} />
        <MarketingTags tags={site.config.marketingTags} />
      </div>
    </LeadFormActionProvider>
  );
}
