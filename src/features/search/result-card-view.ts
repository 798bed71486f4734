import type { SiteConfig } from "@/platform/site/config-schema";
import {
  arrivingSoonNotice,
  callNumber,
  cardFacts,
  formatMoney,
  priceLine,
  vehicleTitle,
  qualifies,
  reserveOffer,
  type SearchHit,
} from "@/features/vehicle";
import { resultButtons, SIMILAR_PROMPT, type CardButton } from "@/features/search/card-rules";
import { carTag, type CarTag } from "@/features/search/tag-priority";
import { siteFinanceEstimate, quotedRepayment } from "@/features/finance";
import { watchlistMode, type WatchlistMode } from "@/features/watchlist";

/**
 * Everything a result card shows, worked out on the server and nothing more: the card is drawn in the browser from
 * this (ResultCard), so the page's component payload carries these few strings per car instead of the card's markup
 * a second time (halve the search page's HTML). Every rule stays here, on the server.
 */
export interface ResultCardView {
  slug: string;
  title: string;
  picture: string | null;
  /** 'Arriving soon, please enquire for photos' for a coming-soon car without photos, where the site asks for it. */
  photoNotice: string | null;
  tag:
    | { kind: Exclude<CarTag["kind"], "certified">; label: string }
    | { kind: "certified"; label: string }
    | { kind: "logo"; src: string; alt: string }
    | null;
  location: string | null;
  price: string;
  priceType: string | null;
  finance: { amount: string; per: "week" | "month"; rate: string; comparison: string } | null;
  /** The car's facts line, or for a car that cannot be sold the prompt towards a similar one. */
  facts: { text: string; prompt: boolean };
  buttons: CardButton[];
  /** The watchlist toggle, where the site has favourites. */
  save: { mode: WatchlistMode; status: string; id: number; make: string; model: string } | null;
  compare: boolean;
}

/** A search result. */
export function resultCardView(car: SearchHit, config: SiteConfig, now: Date): ResultCardView {
  const tag = carTag(
    {
      ...car,
      createdAt: new Date(car.createdAt),
      priceDroppedAt: car.priceDroppedAt ? new Date(car.priceDroppedAt) : null,
    },
    {
      electricHybridTag: config.features.electricHybridTag,
      newArrivalDays: config.stock.newArrivalDays,
      priceDropDays: config.features.priceDropTag ? config.stock.priceDropDays : null,
      now,
    },
  );
  const sellable = qualifies(car);
  const estimate = sellable ? siteFinanceEstimate(config, car, now) : null;
  const repayment = estimate ? quotedRepayment(estimate) : null;
  const price = priceLine(car, config.stock.noPriceText);
  const mode = watchlistMode(config.features);
  return {
    slug: car.slug,
    title: vehicleTitle(car),
    picture: car.primaryImageUrl,
    photoNotice: arrivingSoonNotice(car, config.stock.arrivingSoonNotice),
    tag: cardTag(tag),
    location: car.locationName,
    price: price.price,
    priceType: price.priceType,
    finance:
      estimate && repayment
        ? {
            amount: formatMoney(repayment.amount),
            per: repayment.per,
            rate: estimate.interestRate.toFixed(2),
            comparison: estimate.comparisonRate.toFixed(2),
          }
        : null,
    facts: sellable ? { text: cardFacts(car), prompt: false } : { text: SIMILAR_PROMPT, prompt: true },
    buttons: resultButtons(config.search.resultButtons, car, {
      reserve: reserveOffer(car, config.features.reserveButton),
      deposit: formatMoney(config.reserve.depositAmount),
      reserveVariant: config.reserve.variant,
      phone: callNumber(config.phones, car.carType, config.contact.phone),
      financeRoute: config.finance.routes[0] ?? "/finance",
    }),
    save: mode ? { mode, status: car.status, id: car.id, make: car.make, model: car.model } : null,
    compare: config.features.compare,
  };
}

function cardTag(tag: CarTag | null): ResultCardView["tag"] {
  if (!tag) return null;
  if (tag.kind === "certified" && tag.logo) return { kind: "logo", ...tag.logo };
  return { kind: tag.kind, label: tag.label };
}
