import type { SiteConfig } from "@/platform/site/config-schema";

export interface BuyingCard {
  title: string;
  text: string;
  href: string;
  label: string;
}

const STOCK = {
  new: { title: "New vehicles", route: "/search/new-cars" },
  demo: { title: "Demo vehicles", route: "/search/demo-cars" },
  used: { title: "Used vehicles", route: "/search/used-cars" },
} as const;

type BuyingSettings = {
  stock: Pick<SiteConfig["stock"], "carTypes">;
  features: Pick<SiteConfig["features"], "finance" | "tradeIn" | "testDrive">;
  finance: Pick<SiteConfig["finance"], "routes">;
  tradeIn: Pick<SiteConfig["tradeIn"], "routes">;
};

/**
 * The buying page's cards: a stock search per car type the site
 * sells, then finance, trade-in and test drive where the site offers them (each at the site's own
 * route: the first of its finance and trade-in routes), then special offers when any are current.
 */
export function buyingCards(site: BuyingSettings, currentOffers: number): BuyingCard[] {
  const stockCards: BuyingCard[] = site.stock.carTypes.map((t) => ({
    title: STOCK[t].title,
    text: `Browse every ${t} vehicle in stock, with photos and drive-away prices.`,
    href: STOCK[t].route,
    label: `Search ${t} stock`,
  }));
  return [
    ...stockCards,
    ...cardWhere(site.features.finance, site.finance.routes[0], {
      title: "Finance",
      text: "Work out your repayments and ask us for a finance quote.",
      label: "Explore finance",
    }),
    ...cardWhere(site.features.tradeIn, site.tradeIn.routes[0], {
      title: "Trade in your car",
      text: "Get a valuation for your current car and put it towards the next one.",
      label: "Value my car",
    }),
    ...cardWhere(site.features.testDrive, "/book-test-drive", {
      title: "Book a test drive",
      text: "Choose a time and we will have the car ready for you.",
      label: "Book a test drive",
    }),
    ...cardWhere(currentOffers > 0, "/special-offers", {
      title: "Special offers",
      text: "Our current offers, while they last.",
      label: "See special offers",
    }),
  ];
}

/** A card where the site offers what it leads to and it has somewhere to lead; none otherwise. */
function cardWhere(offered: boolean, href: string | undefined, card: Omit<BuyingCard, "href">): BuyingCard[] {
  return offered && href ? [{ title: card.title, text: card.text, href, label: card.label }] : [];
}
