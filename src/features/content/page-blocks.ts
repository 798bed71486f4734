import type { ContentBlock } from "@/platform/content/content-schema";
import type { SiteModel } from "@/platform/content/site-content";
import { isExternal, resolveHref } from "@/features/navigation/nav-links";

/** An accessories-list card: the model's name and image, leading to its accessories page. */
export interface AccessoryCard {
  name: string;
  image: SiteModel["image"];
  href: string;
}

/**
 * The accessories list (dealer-configuration.md §2 'Content blocks'): the site's models with
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
}

/**
 * The blocks a page shows on this site: the accessories list only when the dealer shows accessories
 * on parts (and has a model with accessories); a list with nothing in it (no accessories, no current
 * offers) is left out rather than shown as a bare heading.
 */
export function shownBlocks(blocks: readonly ContentBlock[], ctx: BlockContext): ContentBlock[] {
  return blocks.filter((b) => {
    if (b.type === "accessories") return ctx.showAccessoriesOnParts && ctx.accessoryCount > 0;
    if (b.type === "offers") return ctx.offerCount > 0;
    return true;
  });
}

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
