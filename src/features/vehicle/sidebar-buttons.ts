import type { SiteConfig } from "@/platform/site/config-schema";
import { telHref } from "@/ui/tel-href";
import { formatMoney } from "./vehicle-display";
import type { SidebarVehicle } from "./vehicle-projections";
import { BEING_RESERVED, isAvailable, qualifies, reserveOffer } from "./vehicle-rules";

/**
 * The action buttons of a car's detail sidebar, by the car's availability and display rules.
 * Labels are the spec's.
 */
export type SidebarButton =
  | {
      id:
        | "enquire"
        | "history"
        | "finance"
        | "trade-in"
        | "reserve"
        | "online-purchase"
        | "test-drive"
        | "offer"
        | "call";
      label: string;
      href: string;
      /** The reserve button's fee label (the site's deposit, $200 by default). */
      fee?: string;
    }
  /** Said in place of the reserve buttons while another shopper pays this car's deposit: a note, not a link. */
  | { id: "being-reserved"; label: string; href: null };

/** The sidebar car's fields its buttons depend on; any status a feed might send is read (not available unless known). */
export type SidebarCar = Pick<SidebarVehicle, "slug" | "id" | "reserved" | "price" | "file" | "carType"> & {
  status: string;
  /** A hold of this car waits for its deposit right now (vehicles.server.ts). */
  beingReserved: boolean;
};

export interface SidebarSite {
  features: {
    finance: boolean;
    reserveButton: boolean;
    onlinePurchase: boolean;
    testDrive: boolean;
    makeAnOffer: boolean;
    tradeIn: boolean;
  };
  reserveVariant: "checkout" | "buy-online";
  /** The site's deposit as the reserve button's fee label shows it ("$200"). */
  deposit: string;
  /** The site's finance page: /finance, /finance-enquiry or /apply-for-finance. */
  financeRoute: string;
  /** The number "Call the Dealer" dials, already resolved by callNumber(). */
  phone: string | null;
}

// The history report link comes from the stock feed and becomes an href: only web links and site paths are
// followed, so a "javascript:" or "data:" value can never run in the shopper's browser.
function safeFileHref(file: string | null): string | null {
  const f = file?.trim();
  if (!f) return null;
  if (f.startsWith("/") && !f.startsWith("//") && !f.startsWith("/\\")) return f;
  try {
    const url = new URL(f);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The sidebar's site settings, from the site's configuration and the number "Call the Dealer" dials. */
export function sidebarSite(config: SiteConfig, phone: string | null): SidebarSite {
  return {
    features: config.features,
    reserveVariant: config.reserve.variant,
    deposit: formatMoney(config.reserve.depositAmount),
    financeRoute: config.finance.routes[0] ?? "/finance",
    phone,
  };
}

/** The make-an-offer page; the vehicle page's dialog opens for links to exactly this path. */
export function makeAnOfferPath(slug: string): string {
  return `/cars/${encodeURIComponent(slug)}/make-an-offer`;
}

/**
 * The buttons, in the spec's order. A car that is not available (status other than in_stock or coming_soon) gets
 * none: the SOLD panel and the find-similar form take their place, which also keeps trade-in and reserve to
 * available cars.
 */
export function sidebarButtons(car: SidebarCar, site: SidebarSite): SidebarButton[] {
  if (!isAvailable(car.status)) return [];

  // Slugs come from the stock feed; encoding keeps an odd character from changing the route or the query.
  const slug = encodeURIComponent(car.slug);
  const f = site.features;
  const buttons: SidebarButton[] = [{ id: "enquire", label: "Enquire", href: "#enquire" }];

  const file = safeFileHref(car.file);
  if (file) buttons.push({ id: "history", label: "Car History Report", href: file });

  // Only a car with a price (sellable) shows finance actions; without one the
  // shopper is steered to 'Find Me Something Similar' instead.
  if (f.finance && qualifies(car))
    buttons.push({ id: "finance", label: "Get Finance Quote", href: `${site.financeRoute}?car_id=${slug}` });

  if (f.tradeIn) buttons.push({ id: "trade-in", label: "Trade-In Valuation", href: `/cars/trade-in?car_id=${car.id}` });

  // Buying online needs the same car as reserving (in stock, not reserved, priced over the threshold), but it is
  // its own feature: a site may sell online without showing the reserve button. Both take a deposit, so while
  // another shopper pays this car's, a note stands in their place.
  const offer = reserveOffer(car, f.reserveButton || f.onlinePurchase);
  if (offer === "being-reserved") buttons.push({ id: "being-reserved", label: BEING_RESERVED, href: null });
  if (offer === "reserve" && f.reserveButton)
    buttons.push({
      id: "reserve",
      label: "Reserve Car Now",
      href: `/cars/${slug}/${site.reserveVariant}`,
      fee: site.deposit,
    });
  if (offer === "reserve" && f.onlinePurchase)
    buttons.push({ id: "online-purchase", label: "Online Purchase", href: `/checkout-journey?car_id=${slug}` });

  if (f.testDrive)
    buttons.push({ id: "test-drive", label: "Book a Test Drive", href: `/book-test-drive?car_id=${slug}` });
  if (f.makeAnOffer) buttons.push({ id: "offer", label: "Make an Offer", href: makeAnOfferPath(car.slug) });

  const tel = telHref(site.phone);
  if (tel) buttons.push({ id: "call", label: "Call the Dealer", href: tel });

  return buttons;
}
