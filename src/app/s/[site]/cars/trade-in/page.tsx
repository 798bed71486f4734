import type { Metadata } from "next";
import { TradeInForm } from "@/features/leads/components/TradeInForm";
import { leadCar } from "@/features/leads/lead-context.server";
import { parseCarId } from "@/features/vehicle/car-key";
import { requireSite } from "@/platform/site/current-site.server";

export const metadata: Metadata = { title: "Trade in your car", robots: { index: false } };

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /cars/trade-in?car_id={id}: a car's Trade-In Valuation button (search-watchlist-detail.md §2). The
 * valuation form, with the car the shopper would trade in towards; an unknown, hidden or unavailable
 * car id leaves the plain valuation form.
 */
export default async function CarTradeInPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const carId = (await searchParams).car_id;
  const id = parseCarId(carId);
  // leadCar finds only this site's cars that are shown on its website.
  const car = id !== null ? await leadCar(site, id) : null;
  return <TradeInForm site={site} towards={car} />;
}
