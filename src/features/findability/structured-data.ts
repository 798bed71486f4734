import type {
  AggregateRating,
  AutoDealer,
  AutoPartsStore,
  AutoRepair,
  BreadcrumbList,
  GeoCoordinates,
  Graph,
  Organization,
  PostalAddress,
  WithContext,
} from "schema-dts";
import type { LocationAddress, OpeningHour, Review, SpecialHours } from "@/domain/location-types";
import { mainDepartment, locationHref, shownReviews } from "@/features/locations";
import { openingHoursSpecification } from "./structured-data-hours";

/**
 * schema.org structured data for a dealer's pages: the dealership (home page) and each location
 * (location and contact pages) as AutoDealer, breadcrumbs, and the serialiser for the page's script. Typed by
 * schema-dts, so a property a type does not have, or a value of the wrong kind, fails the type check. Pure: the
 * pages pass in the location rows, the site's settings, its origin and today's date.
 */

type Department = OpeningHour["department"];
type Dealer = Exclude<AutoDealer, string>;

/** What the structured data reads of a location (a LocationDetail will do). */
export interface StructuredLocation extends LocationAddress {
  name: string;
  slug: string;
  dealershipSlug: string;
  locationType: string;
  phone: string | null;
  email: string | null;
  imageUrl: string | null;
  openingHours: readonly OpeningHour[];
  specialHours: readonly SpecialHours[];
  reviews: readonly Review[];
}

/** The site settings it reads (a whole SiteConfig will do). */
export interface StructuredSite {
  name: string;
  contact: { phone: string; email: string };
  logo: { src: string };
  features: { locationsBySlug: boolean };
  reviews: { hidden: boolean; minRating: number; hiddenTitles: readonly string[] };
}

const CONTEXT = "https://schema.org" as const;

/** The key and value when the value says something; nothing for null, undefined or blank text. */
function opt<K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } {
  if (value === null || value === undefined) return {};
  if (typeof value === "string" && value.trim() === "") return {};
  return { [key]: typeof value === "string" ? value.trim() : value } as { [P in K]?: V };
}

/** An absolute URL on the site's own origin; a full URL (a CDN image) stays as it is. */
function absolute(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`;
}

function postalAddress(l: Pick<StructuredLocation, "street" | "city" | "state" | "postcode">): PostalAddress {
  return {
    "@type": "PostalAddress",
    ...opt("streetAddress", l.street),
    ...opt("addressLocality", l.city),
    // Sites store states lower-case ("qld"); addresses write them as capitals.
    ...opt("addressRegion", l.state.toUpperCase()),
    ...opt("postalCode", l.postcode),
    addressCountry: "AU",
  };
}

function geo(l: Pick<StructuredLocation, "lat" | "lng">): GeoCoordinates | null {
  if (!Number.isFinite(l.lat) || !Number.isFinite(l.lng) || (l.lat === 0 && l.lng === 0)) return null;
  return { "@type": "GeoCoordinates", latitude: l.lat, longitude: l.lng };
}

/**
 * The rating of the reviews the page shows (the same shownReviews the reviews list renders: none when the site
 * hides reviews, only those rated minRating and up, hidden titles out, the newest 12), never the profile's own
 * average over reviews the page does not show. Null when no review is shown.
 */
export function shownReviewsRating(
  reviews: readonly Review[],
  rules: StructuredSite["reviews"],
): Exclude<AggregateRating, string> | null {
  const shown = shownReviews(reviews, rules).filter((r) => Number.isFinite(r.rating));
  if (shown.length === 0) return null;
  const mean = shown.reduce((sum, r) => sum + r.rating, 0) / shown.length;
  return {
    "@type": "AggregateRating",
    ratingValue: Math.round(mean * 100) / 100,
    reviewCount: shown.length,
    bestRating: 5,
    worstRating: 1,
  };
}

/** A location's one identity across the site's pages (the seller of its cars is the same node). */
function locationId(origin: string, l: Pick<StructuredLocation, "slug">): string {
  return `${origin}/contact-us/${encodeURIComponent(l.slug)}#dealer`;
}

const DEPARTMENT_NAMES: Record<Department, string> = { sales: "Sales", service: "Service", parts: "Parts" };

/** A department other than the location's main one: its own business type, name and hours. */
function departmentNode(
  l: StructuredLocation,
  department: Department,
  today: string,
): Exclude<AutoDealer | AutoRepair | AutoPartsStore, string> {
  const common = {
    name: `${l.name} ${DEPARTMENT_NAMES[department]}`,
    address: postalAddress(l),
    ...opt("telephone", l.phone),
    openingHoursSpecification: openingHoursSpecification(l.openingHours, l.specialHours, department, today),
  };
  if (department === "service") return { "@type": "AutoRepair", ...common };
  if (department === "parts") return { "@type": "AutoPartsStore", ...common };
  return { "@type": "AutoDealer", ...common };
}

/**
 * A location as an AutoDealer: name, page URL, address, geo, telephone, its main department's opening hours
 * (weekly and special), its other departments with theirs, and the rating of the reviews its page shows
 * (`withRating` only where the page renders them: the location page).
 */
function locationDealer(
  l: StructuredLocation,
  site: StructuredSite,
  context: { origin: string; today: string; withRating: boolean },
): Dealer {
  const { origin, today } = context;
  const main = mainDepartment(l.locationType, l.openingHours);
  const others = (["sales", "service", "parts"] as const).filter(
    (d) => d !== main && l.openingHours.some((h) => h.department === d),
  );
  const rating = context.withRating ? shownReviewsRating(l.reviews, site.reviews) : null;
  return {
    "@type": "AutoDealer",
    "@id": locationId(origin, l),
    name: l.name,
    url: absolute(origin, locationHref(l, site.features.locationsBySlug)),
    ...opt("image", l.imageUrl ? absolute(origin, l.imageUrl) : null),
    address: postalAddress(l),
    ...opt("geo", geo(l)),
    ...opt("telephone", l.phone),
    ...opt("email", l.email),
    openingHoursSpecification: openingHoursSpecification(l.openingHours, l.specialHours, main, today),
    ...(others.length > 0 ? { department: others.map((d) => departmentNode(l, d, today)) } : {}),
    ...opt("aggregateRating", rating),
  };
}

/**
 * A location as another node names it (the home page's sub-organisations, a car's seller): its identity, name,
 * page, address, geo and phone, without hours or rating (its own page carries those).
 */
export function locationSummary(
  l: Pick<
    StructuredLocation,
    "name" | "slug" | "dealershipSlug" | "street" | "city" | "state" | "postcode" | "lat" | "lng" | "phone"
  >,
  site: Pick<StructuredSite, "features">,
  origin: string,
): Dealer {
  return {
    "@type": "AutoDealer",
    "@id": locationId(origin, l),
    name: l.name,
    url: absolute(origin, locationHref(l, site.features.locationsBySlug)),
    address: postalAddress(l),
    ...opt("geo", geo(l)),
    ...opt("telephone", l.phone),
  };
}

/** A location's AutoDealer as a page's top-level node. */
export function locationJsonLd(
  l: StructuredLocation,
  site: StructuredSite,
  context: { origin: string; today: string; withRating: boolean },
): WithContext<Dealer> {
  return { "@context": CONTEXT, ...locationDealer(l, site, context) };
}

/** Every location as an AutoDealer, for a page that lists them all (/contact-us); no ratings (it shows no reviews). */
export function locationsJsonLd(
  locations: readonly StructuredLocation[],
  site: StructuredSite,
  context: { origin: string; today: string },
): Graph {
  return {
    "@context": CONTEXT,
    "@graph": locations.map((l) => locationDealer(l, site, { ...context, withRating: false })),
  };
}

/**
 * The dealership as the home page describes it: the site's name, home URL, logo and phone; the address, geo and
 * hours of its main location (the one answering the site's phone, as the sticky footer picks it); and, when it
 * has several, each location as a sub-organisation. No rating: the home page shows no reviews.
 */
export function siteDealerJsonLd(
  site: StructuredSite,
  locations: readonly StructuredLocation[],
  main: StructuredLocation | null,
  context: { origin: string; today: string },
): WithContext<Dealer> {
  const { origin } = context;
  const mainNode = main ? locationDealer(main, site, { ...context, withRating: false }) : null;
  const subOrganization: Organization[] = locations.map((l) => locationSummary(l, site, origin));
  return {
    "@context": CONTEXT,
    "@type": "AutoDealer",
    "@id": `${origin}/#dealer`,
    name: site.name,
    url: `${origin}/`,
    logo: absolute(origin, site.logo.src),
    telephone: site.contact.phone,
    email: site.contact.email,
    ...(mainNode
      ? {
          address: mainNode.address,
          ...opt("geo", mainNode.geo),
          openingHoursSpecification: mainNode.openingHoursSpecification,
        }
      : {}),
    ...(subOrganization.length > 1 ? { subOrganization } : {}),
  };
}

/** A page's breadcrumb trail: each step's name and path, in order from the home page. */
export function breadcrumbJsonLd(
  origin: string,
  steps: readonly { name: string; path: string }[],
): WithContext<Exclude<BreadcrumbList, string>> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: step.name,
      item: absolute(origin, step.path),
    })),
  };
}

/**
 * Serialises JSON-LD for a <script type="application/ld+json">. Every "<" becomes \u003c (still the same JSON
 * string), so dealer text such as "</script><script>..." cannot close the tag and inject markup; U+2028 and
 * U+2029 are escaped too, for parsers that read the block as JavaScript. A data block is never run, so the page's
 * Content-Security-Policy (script-src with a nonce) does not apply to it and it carries no nonce.
 */
export function jsonLdScript(data: unknown): string {
  // JSON.stringify gives undefined for undefined or a function; "null" keeps the script valid JSON.
  return (JSON.stringify(data) ?? "null")
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
