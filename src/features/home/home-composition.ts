/**
 * What each template's home page is made of, as rules apart from markup (each site's `template`, sites/templates/):
 * - franchise: the promotions slider, the brand's model range, offers, a service booking call to action;
 * - supermarket: the search first, then big stock counts by body type and price band (with "from $X/wk" where the
 *   site has finance);
 * - caravan: the slider, then vans by layout, by sleeping berths and by towing;
 * - dealer-group: its dealerships and the makes they sell.
 * Every template keeps the keyword search in its first screen on a phone.
 */
const HOME_TEMPLATES = ["franchise", "supermarket", "caravan", "dealer-group"] as const;
export type HomeTemplate = (typeof HOME_TEMPLATES)[number];

/** A template the platform does not know gets the franchise's home, the most general one. */
export const homeTemplate = (template: string): HomeTemplate =>
  (HOME_TEMPLATES as readonly string[]).includes(template) ? (template as HomeTemplate) : "franchise";

/**
 * Each template's typographic scale: a franchise reads as a brand showroom (large, light title), a supermarket as a
 * sale hall (heavy, upper-case, big numbers), a caravan dealer as a holiday brochure, a group as a directory.
 */
export const TYPE_SCALE: Record<HomeTemplate, { title: string; heading: string; figure: string }> = {
  franchise: {
    title: "text-3xl font-light tracking-tight sm:text-5xl",
    heading: "text-2xl font-semibold",
    figure: "text-xl font-semibold",
  },
  supermarket: {
    title: "text-3xl font-black uppercase tracking-tight sm:text-5xl",
    heading: "text-2xl font-black uppercase",
    figure: "text-4xl font-black tabular-nums",
  },
  caravan: {
    title: "text-3xl font-bold sm:text-4xl",
    heading: "text-2xl font-bold italic",
    figure: "text-2xl font-bold",
  },
  "dealer-group": {
    title: "text-3xl font-semibold sm:text-4xl",
    heading: "text-xl font-semibold uppercase tracking-wide",
    figure: "text-lg font-semibold",
  },
};

/** The supermarket's price bands, in dollars: each links the listing filtered to it (price=min:max). */
export const PRICE_BANDS: readonly { label: string; min: number | null; max: number | null }[] = [
  { label: "Under $15,000", min: null, max: 14_999 },
  { label: "$15,000 to $25,000", min: 15_000, max: 24_999 },
  { label: "$25,000 to $40,000", min: 25_000, max: 39_999 },
  { label: "$40,000 and over", min: 40_000, max: null },
];

/** The lowest weekly repayment among a band's cars ("from $X/wk"); null where none has an estimate. */
export function fromWeekly(weeklies: readonly (number | null)[]): number | null {
  const known = weeklies.filter((w): w is number => w !== null && w > 0);
  return known.length > 0 ? Math.min(...known) : null;
}

/** Body counts, largest first, without bodies the stock has none of; at most `limit` of them. */
export function topCounts(counts: Readonly<Record<string, number>> | undefined, limit: number) {
  return Object.entries(counts ?? {})
    .filter(([, n]) => n > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, limit)
    .map(([value, count]) => ({ value, count }));
}

/** The franchise's range strip: the brand's models on sale now, then those coming soon; never discontinued ones. */
export function rangeStrip<M extends { status: string }>(models: readonly M[], limit = 8): M[] {
  const order = (m: M) => (m.status === "available" ? 0 : 1);
  return models
    .filter((m) => m.status !== "discontinued")
    .sort((a, b) => order(a) - order(b))
    .slice(0, limit);
}

/** Caravan berths shoppers look for: couples, families, big families. Each is a keyword search ("sleeps 4"). */
export const SLEEPS = [2, 4, 6] as const;

/**
 * Towing: a van's loaded mass (ATM) has to sit within the tow vehicle's towing capacity, so the caravan home names
 * the tow vehicles for each ATM band and links the site's own (SUVs, utes).
 */
export const TOW_BANDS: readonly { label: string; body: "suv" | "ute" }[] = [
  { label: "Vans up to 2,000 kg ATM: most mid-size SUVs tow them", body: "suv" },
  { label: "Vans up to 3,500 kg ATM: a large 4x4 ute or wagon rated to 3.5 t", body: "ute" },
];

interface MenuLink {
  label: string;
  href?: string;
  baseDomainPath?: string;
  children?: readonly MenuLink[];
}

/**
 * The franchise's service call to action books where the site's own menu does: its "Service Booking" link (on the
 * manufacturer's network when the site has a base domain); null when the menu has none (the call then offers the
 * phone alone).
 */
export function serviceBookingLink(menu: readonly MenuLink[]): { href: string; baseDomainPath?: string } | null {
  for (const item of menu.flatMap((i) => [i, ...(i.children ?? [])]))
    if (item.href && /service booking|book a service/i.test(item.label))
      return { href: item.href, baseDomainPath: item.baseDomainPath };
  return null;
}
