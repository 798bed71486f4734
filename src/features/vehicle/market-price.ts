import type { MarketPrices } from "@/domain/vehicle-types";
import { isRealPrice, type AskingPrice } from "./vehicle-rules";

/**
 * Below-market-price indicator: it appears when the price is at
 * least 500 under the average market price, the state average preferred.
 */
const BELOW_MARKET_MARGIN = 500;

// A valuation service sends null or 0 when it has no figure; neither is a market price.
const known = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n) && n > 0;

/**
 * The saving against the market and which average it was measured against, or null when the indicator does not show.
 * The state average is used whenever present, even if the national one would show a bigger saving: shoppers compare
 * with cars in their own state, and picking whichever average flatters the price would mislead.
 */
export function belowMarket(
  price: AskingPrice,
  market: Pick<MarketPrices, "average_market_price" | "state_average_market_price"> | null,
): { saving: number; basis: "state" | "national"; average: number } | null {
  // A placeholder price is no asking price: comparing it with the market would claim an absurd saving.
  if (!market || !isRealPrice(price)) return null;
  const state = market.state_average_market_price;
  const national = market.average_market_price;
  const chosen = known(state)
    ? { basis: "state" as const, average: state }
    : known(national)
      ? { basis: "national" as const, average: national }
      : null;
  if (!chosen) return null;
  const saving = chosen.average - price;
  return saving >= BELOW_MARKET_MARGIN ? { saving, ...chosen } : null;
}
