import type { ContentBlock, ContentPage } from "@/platform/content/content-schema";
import { contentForSite } from "@/platform/content/content-registry.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { siteOffers } from "@/features/offers/offers.server";
import { accessoryCards, headerLine, shownBlocks, type AccessoryCard } from "@/features/content/page-blocks";
import { resolveHref } from "@/platform/site/link-href";
import type { SiteOffer } from "@/platform/content/site-content";
import { AccessoriesBlock } from "@/features/content/components/blocks/AccessoriesBlock";
import { CardsBlock } from "@/features/content/components/blocks/CardsBlock";
import { CollageBlock } from "@/features/content/components/blocks/CollageBlock";
import { FormBlock } from "@/features/content/components/blocks/FormBlock";
import { OffersBlock } from "@/features/content/components/blocks/OffersBlock";
import { ReviewFeedbackBlock } from "@/features/content/components/blocks/ReviewFeedbackBlock";
import { TextBlock } from "@/features/content/components/blocks/TextBlock";
import { AccessLoanBanner } from "@/features/content/components/blocks/AccessLoanBanner";
import { CtaCardsBlock } from "@/features/content/components/blocks/CtaCardsBlock";
import { FleetServicesBlock } from "@/features/content/components/blocks/FleetServicesBlock";
import { HeaderLineBlock } from "@/features/content/components/blocks/HeaderLineBlock";
import { QuoteButton } from "@/features/content/components/blocks/QuoteButton";
import { RichTextBlock } from "@/features/content/components/blocks/RichTextBlock";
import { ServiceAdvantageBlock } from "@/features/content/components/blocks/ServiceAdvantageBlock";
import { TruncatedTextBlock } from "@/features/content/components/blocks/TruncatedTextBlock";
import { LocationsBlock } from "@/features/locations/components/LocationsBlock";
import { repaymentsHref } from "@/features/personalised-finance/repayments-link";

interface Shared {
  site: CurrentSite;
  accessories: AccessoryCard[];
  offers: SiteOffer[];
  tradeInRoutes: readonly string[];
  /** The page's query string (the review feedback block reads the customer's names from it). */
  query: Readonly<Record<string, string | string[] | undefined>>;
}

/** The trade-in routes the site serves: none where its trade-in flow is off. */
const servedTradeInRoutes = (site: CurrentSite) => (site.config.features.tradeIn ? site.config.tradeIn.routes : []);

function Block({ block, shared, index }: { block: ContentBlock; shared: Shared; index: number }) {
  const { config } = shared.site;
  const headingId = `block-${index}-heading`;
  switch (block.type) {
    case "text":
      return <TextBlock block={block} />;
    case "review-feedback":
      return <ReviewFeedbackBlock site={shared.site} query={shared.query} />;
    case "cards":
      return <CardsBlock block={block} baseDomain={shared.site.config.manufacturerBaseDomain} />;
    case "collage":
      return <CollageBlock block={block} />;
    case "accessories":
      return <AccessoriesBlock heading={block.heading} cards={shared.accessories} />;
    case "form":
      return <FormBlock block={block} site={shared.site} />;
    case "rich-text":
      return <RichTextBlock block={block} />;
    case "header-line": {
      const line = headerLine(block, shared.tradeInRoutes);
      return line ? <HeaderLineBlock line={line} /> : null;
    }
    case "truncated-text":
      return <TruncatedTextBlock block={block} />;
    case "service-advantage":
      return <ServiceAdvantageBlock block={block} headingId={headingId} />;
    case "access-loan-banner": {
      const href = repaymentsHref(block.href ?? config.finance.loanBannerUrl, config);
      return href ? <AccessLoanBanner words={config.finance.loanBanner} href={href} headingId={headingId} /> : null;
    }
    case "finance-quote-button": {
      const href = repaymentsHref(block.href ?? config.finance.quoteUrl, config);
      return href ? <QuoteButton label="GET A QUOTE" href={href} note="pre-owned finance quote" /> : null;
    }
    case "access-loan-button": {
      const base = config.manufacturerBaseDomain;
      const href = base
        ? resolveHref({ href: block.baseDomainPath, baseDomainPath: block.baseDomainPath }, base)
        : repaymentsHref(null, config);
      return href ? <QuoteButton label="Get A Quote" href={href} note="access loan quote" /> : null;
    }
    case "cta-cards":
      return <CtaCardsBlock block={block} baseDomain={config.manufacturerBaseDomain} />;
    case "fleet-services":
      return <FleetServicesBlock block={block} headingId={headingId} />;
    case "offers":
      return (
        <OffersBlock
          heading={block.heading}
          offers={shared.offers}
          siteManufacturer={shared.site.config.manufacturer}
        />
      );
    case "locations":
      return <LocationsBlock block={block} site={shared.site} />;
  }
}

/** A content page: its title, then the blocks this site shows, in order. */
export function ContentPageView({
  site,
  page,
  query = {},
}: {
  site: CurrentSite;
  page: ContentPage;
  query?: Shared["query"];
}) {
  const accessories = accessoryCards(contentForSite(site.config).models);
  const offers = siteOffers(site);
  const tradeInRoutes = servedTradeInRoutes(site);
  const blocks = shownBlocks(page.blocks, {
    showAccessoriesOnParts: site.config.features.showAccessoriesOnParts,
    accessoryCount: accessories.length,
    offerCount: offers.length,
    // Without the dealer's own links the buttons lead to the site's personalised finance, where it has one.
    loanBannerUrl: repaymentsHref(site.config.finance.loanBannerUrl, site.config),
    quoteUrl: repaymentsHref(site.config.finance.quoteUrl, site.config),
    baseDomain: site.config.manufacturerBaseDomain ?? repaymentsHref(null, site.config),
    tradeInRoutes,
  });
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{page.title}</h1>
      {blocks.map((block, i) => (
        <Block key={i} index={i} block={block} shared={{ site, accessories, offers, tradeInRoutes, query }} />
      ))}
    </article>
  );
}
