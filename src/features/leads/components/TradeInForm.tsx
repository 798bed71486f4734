import type { CurrentSite } from "@/platform/site/current-site.server";
import { isAvailable } from "@/features/vehicle/vehicle-rules";
import { vehicleTitle } from "@/features/vehicle/vehicle-display";
import type { LeadCar } from "@/features/vehicle/vehicle-projections";
import { LeadFormSection } from "./LeadFormSection";

/**
 * The trade-in valuation: the shopper describes their own car and the dealer values it. Started from
 * a car's Trade-In Valuation button, the lead also names the car it would be traded in towards.
 */
export function TradeInForm({ site, towards }: { site: CurrentSite; towards: LeadCar | null }) {
  const car = towards && isAvailable(towards.status) ? towards : null; // trade-in is offered on available cars only
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">Sell or trade in your car</h1>
      {car ? (
        <p className="mt-2">
          Trading in towards the{" "}
          <a className="font-semibold underline" href={`/cars/${car.slug}`}>
            {vehicleTitle({ ...car, series: null })}
          </a>
          ? Tell us about your car and we&apos;ll get back to you with a valuation.
        </p>
      ) : (
        <p className="mt-2">
          Tell us about your car and we&apos;ll get back to you with a valuation. There&apos;s no obligation to sell.
        </p>
      )}
      <section aria-label="Valuation request" className="mt-6 rounded-lg bg-surface p-5">
        <LeadFormSection site={site} kind="valuation" id="valuation-form" car={car} />
      </section>
    </div>
  );
}
