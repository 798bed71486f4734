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
  const cards: BuyingCard[] = site.stock.carTypes.map((t) => ({
    title: STOCK[t].title,
    text: `Browse every ${t} vehicle in stock, with photos and drive-away prices.`,
    href: STOCK[t].route,
    label: `Search ${t} stock`,
  }));
  const financeRoute = site.finance.routes[0];
  if (site.features.finance && financeRoute)
    cards.push({
      title: "Finance",
      text: "Work out your repayments and ask us for a finance quote.",
      href: financeRoute,
      label: "Explore finance",
    });
  const tradeInRoute = site.tradeIn.routes[0];
  if (site.features.tradeIn && tradeInRoute)
    cards.push({
      title: "Trade in your car",
      text: "Get a valuation for your current car and put it towards the next one.",
      href: tradeInRoute,
      label: "Value my car",
    });
  if (site.features.testDrive)
    cards.push({
      title: "Book a test drive",
      text: "Choose a time and we will have the car ready for you.",
      href: "/book-test-drive",
      label: "Book a test drive",
    });
  if (currentOffers > 0)
    cards.push({
      title: "Special offers",
      text: "Our current offers, while they last.",
      href: "/special-offers",
      label: "See special offers",
    });
  return cards;
}
