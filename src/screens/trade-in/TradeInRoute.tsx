import { notFound } from "next/navigation";
import { parseCarId } from "@/features/vehicle/car-key";
import { requireSite } from "@/platform/site/current-site.server";
import { TradeInPage } from "./TradeInPage";

type Params = { params: Promise<{ site: string }> };
type SearchParams = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A page of the flow at one of its routes; a site that does not serve that route answers 404. */
export function tradeInRoute(path: "/trade-in" | "/sell-my-car" | "/sell-your-car") {
  return async function TradeInRoute({ params }: Params) {
    const site = await requireSite(params);
    if (!site.config.features.tradeIn || !site.config.tradeIn.routes.includes(path)) notFound();
    return <TradeInPage site={site} path={path} carId={null} />;
  };
}

/** /cars/trade-in?car_id={id}: the flow towards a stock car (an unknown or unavailable one leaves the plain flow). */
export async function CarTradeInRoute({ params, searchParams }: Params & SearchParams) {
  const site = await requireSite(params);
  if (!site.config.features.tradeIn) notFound();
  const id = parseCarId((await searchParams).car_id);
  return <TradeInPage site={site} path={id !== null ? `/cars/trade-in?car_id=${id}` : "/cars/trade-in"} carId={id} />;
}
