import type { ContentBlock } from "@/platform/content/content-schema";
import type { SiteModel } from "@/platform/content/site-content";
import { isExternal, resolveHref } from "@/platform/site/link-href";

/** An accessories-list card: the model's name and image, leading to its accessories page. */
export interface AccessoryCard {
  name: string;
  image: SiteModel["image"];
  href: string;
}

/**
 * The accessories list: the site's models with
 * accessories_count above 0; the card's image and its 'View Accessories' button lead to
 * /{model slug}/accessories.
 */
export function accessoryCards(models: readonly SiteModel[]): AccessoryCard[] {
  return models
    .filter((m) => m.accessoriesCount > 0)
    .map((m) => ({ name: m.name, image: m.image, href: `/${m.slug}/accessories` }));
}

export interface BlockContext {
  /** The dealer setting to show accessories on parts. */
  showAccessoriesOnParts: boolean;
  accessoryCount: number;
  offerCount: number;
  /** The dealership's access loan link (finance.loanBannerUrl), if any. */
  loanBannerUrl: string | null;
  /** The dealership's pre-owned finance quote link (finance.quoteUrl), if any. */
  quoteUrl: string | null;
  /** The manufacturer base domain (manufacturerBaseDomain), if any. */
  baseDomain: string | null;
  /** The trade-in routes the site serves (tradeIn.routes; none where its trade-in feature is off). */
  tradeInRoutes: readonly string[];
}

/**
 * The blocks a page shows on this site:
 * - the accessories list only when the dealer shows accessories on parts (and has a model with accessories);
 * - a list with nothing in it (no accessories, no current offers) is left out rather than shown as a bare heading;
 * - the access loan banner and the pre-owned 'GET A QUOTE' button only if a link exists for the dealership;
 * - the access loan 'Get A Quote' button only if the dealer has a base domain;
 * - the header line only where its button leads somewhere (its own link, or a trade-in route the site serves).
 */
export function shownBlocks(blocks: readonly ContentBlock[], ctx: BlockContext): ContentBlock[] {
  return blocks.filter((b) => {
    switch (b.type) {
      case "accessories":
        return ctx.showAccessoriesOnParts && ctx.accessoryCount > 0;
      case "offers":
        return ctx.offerCount > 0;
      case "access-loan-banner":
        return Boolean(b.href ?? ctx.loanBannerUrl);
      case "finance-quote-button":
        return Boolean(b.href ?? ctx.quoteUrl);
      case "access-loan-button":
        return Boolean(ctx.baseDomain);
      case "header-line":
        return headerLine(b, ctx.tradeInRoutes) !== null;
      default:
        return true;
    }
  });
}

const HEADER_LINE_TEXT = "We Would Love To Buy Your Vehicle. Get $$$ For Your Car Today!";
const HEADER_LINE_BUTTON = "Click Here To Sell";
const SELL_YOUR_CAR = "/sell-your-car";

/**
 * The header line: the spec's text and 'Click Here To Sell'
 * unless the block gives its own, linking to /sell-your-car by default, or to the site's first trade-in
 * route where /sell-your-car is not one it serves; null where there is nowhere to send the shopper.
 */
export function headerLine(
  block: Extract<ContentBlock, { type: "header-line" }>,
  tradeInRoutes: readonly string[],
): { text: string; button: string; href: string } | null {
  const href = block.href ?? (tradeInRoutes.includes(SELL_YOUR_CAR) ? SELL_YOUR_CAR : tradeInRoutes[0]);
  if (!href) return null;
  return { text: block.text ?? HEADER_LINE_TEXT, button: block.button ?? HEADER_LINE_BUTTON, href };
}

export const TRUNCATED_TEXT_LABEL = "Read more...";

/**
 * Where a card leads on this site: its baseDomainPath on the manufacturer's dealer network when the
 * site has a base domain (online service booking), else its own href; the same rule as the menus.
 */
export function cardLink(
  card: { href: string; baseDomainPath?: string },
  baseDomain: string | null,
): { href: string; external: boolean } {
  const href = resolveHref(card, baseDomain);
  return { href, external: isExternal(href) };
}
