import type { ModelMenuTab } from "@/features/models";
import type { NavItem, NavLink, SiteConfig } from "@/platform/site/config-schema";
import { isExternal, resolveHref } from "@/platform/site/link-href";

type FooterGroup = SiteConfig["navigation"]["footer"][number];

/** Whether a menu may show a link to `href` (served-paths.ts: only to pages the site has). */
type LinkFilter = (href: string) => boolean;

export interface ResolvedLink {
  label: string;
  href: string;
  external: boolean;
  /** Extra text after the label, e.g. a stock count or a model's status label. */
  note?: string;
}

export type ResolvedNavItem =
  | { kind: "link"; label: string; href: string; external: boolean }
  | { kind: "dropdown"; label: string; links: ResolvedLink[]; scrolls?: boolean }
  /** The Vehicles mega-menu: its tabs and tiles come from the site's models (navigation.server.ts). */
  | { kind: "models"; label: string; tabs: ModelMenuTab[] };

export interface DynamicMenus {
  /** The mega-menu's tabs (model-menu.ts); none: the item is left out. */
  models: ModelMenuTab[];
  stock: ResolvedLink[];
}

/** The 'All Vehicles' menu scrolls above this many items ... */
const MENU_SCROLL_ABOVE = 6;
/** ... and shows at most this many. */
const MENU_DISPLAY_CAP = 10;

/** The stock menu as displayed: at most 10 entries, scrolling when more than 6 are shown. */
export function cappedMenu(links: readonly ResolvedLink[]): { links: ResolvedLink[]; scrolls: boolean } {
  const shown = links.slice(0, MENU_DISPLAY_CAP);
  return { links: shown, scrolls: shown.length > MENU_SCROLL_ABOVE };
}

export function resolveNavigation(
  items: readonly NavItem[],
  baseDomain: string | null,
  dynamic: DynamicMenus,
  shows: LinkFilter = () => true,
): ResolvedNavItem[] {
  return items.flatMap((item): ResolvedNavItem[] => {
    // An empty data-driven menu (no models yet, no stock) is left out rather than shown empty.
    if (item.dynamic === "models")
      return dynamic.models.length > 0 ? [{ kind: "models", label: item.label, tabs: dynamic.models }] : [];
    if (item.dynamic === "stock") {
      const { links, scrolls } = cappedMenu(dynamic.stock);
      return links.length > 0 ? [{ kind: "dropdown", label: item.label, links, scrolls }] : [];
    }
    // A link to a page the site does not have is left out, and so is a dropdown left with no link.
    if (item.children) {
      const links = resolveLinks(item.children, baseDomain, shows);
      return links.length > 0 ? [{ kind: "dropdown", label: item.label, links }] : [];
    }
    const href = resolveHref({ href: item.href!, baseDomainPath: item.baseDomainPath }, baseDomain);
    return shows(href) ? [{ kind: "link", label: item.label, href, external: isExternal(href) }] : [];
  });
}

function resolveLinks(links: readonly NavLink[], baseDomain: string | null, shows: LinkFilter): ResolvedLink[] {
  return links.flatMap((link) => {
    const href = resolveHref(link, baseDomain);
    return shows(href) ? [{ label: link.label, href, external: isExternal(href) }] : [];
  });
}

/** The footer's link groups, each link resolved like the header's; a group left with no link is left out. */
export function resolveFooter(
  groups: readonly FooterGroup[],
  baseDomain: string | null,
  shows: LinkFilter = () => true,
): { heading: string; links: ResolvedLink[] }[] {
  return groups.flatMap((group) => {
    const links = resolveLinks(group.links, baseDomain, shows);
    return links.length > 0 ? [{ heading: group.heading, links }] : [];
  });
}

const STOCK_ROUTES = { new: "/search/new-cars", demo: "/search/demo-cars", used: "/search/used-cars" } as const;
const STOCK_LABELS = { new: "New", demo: "Demo", used: "Used" } as const;

/** The stock dropdown: one entry per condition the site sells, with how many are listed, then all stock. */
export function stockMenuLinks(
  counts: Partial<Record<"new" | "used" | "demo", number>>,
  carTypes: readonly ("new" | "used" | "demo")[],
  listingPath: string,
  noun = "Vehicles",
): ResolvedLink[] {
  const links: ResolvedLink[] = carTypes.map((t) => ({
    label: `${STOCK_LABELS[t]} ${noun}`,
    href: STOCK_ROUTES[t],
    external: false,
    note: String(counts[t] ?? 0),
  }));
  if (carTypes.length > 1) {
    const total = carTypes.reduce((s, t) => s + (counts[t] ?? 0), 0);
    links.push({ label: `All ${noun}`, href: listingPath, external: false, note: String(total) });
  }
  return links;
}

const SOCIAL_NAMES = { facebook: "Facebook", instagram: "Instagram", youtube: "YouTube" } as const;

/** The dealer's social pages in a fixed order (Facebook, Instagram, YouTube); those not configured are left out. */
export function socialLinks(socials: SiteConfig["socials"]): { label: string; href: string }[] {
  return (Object.keys(SOCIAL_NAMES) as (keyof typeof SOCIAL_NAMES)[]).flatMap((network) => {
    const href = socials[network];
    return href ? [{ label: SOCIAL_NAMES[network], href }] : [];
  });
}
