import { randomBytes } from "node:crypto";
import { notFound } from "next/navigation";
import { priceText } from "@/features/vehicle/vehicle-display";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { isGated } from "@/features/accounts/gated-routes";
import { localMobile } from "@/features/accounts/mobile-number";
import { currentShopper, requireShopper } from "@/features/accounts/shopper-session.server";
import { leadLocations } from "@/features/locations/dealerships.server";
import { BEING_RESERVED, reserveEligible, reserveOffer } from "@/features/vehicle/vehicle-rules";
import { vehicleBySlug } from "@/features/vehicle/vehicles.server";
import { PICKUP_TIMES } from "@/features/reserve/checkout-schema";
import { checkoutPath } from "@/features/reserve/checkout-paths";
import { formatPickup, todayIn } from "@/features/reserve/hold-time";
import { paymentSetup } from "@/features/reserve/payments.server";
import { depositLabel, holdSecondsFor, PAYMENT_WINDOW_MINUTES, refundTermsFor } from "@/features/reserve/reserve-rules";
import { env } from "@/platform/env";
import { CheckoutForm } from "@/features/reserve/components/CheckoutForm";
import { DemoNotice } from "@/features/reserve/components/DemoNotice";

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** How long the hold lasts, in the words the page uses ('48 hours'). */
function holdWords(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} hours`;
  const minutes = Math.max(1, Math.round(seconds / 60));
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/**
 * Reserving a car (/cars/{slug}/checkout or /buy-online) and buying it online (/checkout-journey?car_id={slug}):
 * the car, the deposit, the hold, the refund terms for the car's state, the shopper's details, then payment.
 */
export async function CheckoutPage({
  site,
  slug,
  mode,
}: {
  site: CurrentSite;
  slug: string;
  mode: "reserve" | "purchase";
}) {
  const enabled = mode === "purchase" ? site.config.features.onlinePurchase : site.config.features.reserveButton;
  if (!enabled) notFound();
  const shown = await vehicleBySlug(site, slug);
  if (!shown) notFound();
  const car = shown.vehicle;
  const path = checkoutPath(site.config, car.slug, mode);
  const here = mode === "purchase" ? `${path}?car_id=${encodeURIComponent(car.slug)}` : path;
  const shopper = isGated(site.config, path)
    ? await requireShopper(site, here, "checkout")
    : await currentShopper(site);
  const { provider } = paymentSetup();
  const deposit = depositLabel(site.config.reserve.depositAmount * 100);
  const hold = holdWords(holdSecondsFor(site.config.reserve, env().RESERVE_HOLD_SECONDS_BY_SITE?.[site.config.slug]));
  const heading = mode === "purchase" ? "Buy this car online" : "Reserve this car";
  const carState = shown.location?.state ?? car.state ?? site.config.defaultState;
  let body: React.ReactNode;
  if (!provider) {
    body = (
      <p className="mt-6 rounded bg-surface p-4">
        Reserving online is switched off on this site for now. Please call us or send an enquiry to hold this car.
      </p>
    );
  } else if (reserveOffer(car, true) === "being-reserved") {
    body = (
      <p role="status" className="mt-6 rounded bg-surface p-4 font-semibold">
        {BEING_RESERVED}: its deposit is being paid. If that payment is not completed, the car is back on sale within{" "}
        {PAYMENT_WINDOW_MINUTES} minutes.{" "}
        <a className="underline" href={`/cars/${car.slug}`}>
          Back to the car
        </a>
      </p>
    );
  } else if (!reserveEligible(car, true)) {
    body = (
      <p role="status" className="mt-6 rounded bg-surface p-4 font-semibold">
        {car.reserved
          ? "This car is reserved by another shopper right now."
          : "This car can no longer be reserved online."}{" "}
        <a className="underline" href={`/cars/${car.slug}`}>
          Back to the car
        </a>
      </p>
    );
  } else {
    const today = todayIn(site.config.timeZone);
    const locations = mode === "purchase" ? await leadLocations(site) : [];
    body = (
      <CheckoutForm
        carSlug={car.slug}
        mode={mode}
        requestKey={randomBytes(18).toString("base64url")}
        deposit={deposit}
        prefill={{ phone: shopper ? localMobile(shopper.phoneNumber) : undefined }}
        purchase={
          mode === "purchase"
            ? {
                locations: locations.map((l) => ({ id: l.id, name: l.name })),
                times: PICKUP_TIMES.map((t) => ({ value: t, label: formatPickup(today, t).split(", ")[1]! })),
                minDate: addDays(today, 1),
                maxDate: addDays(today, 30),
                financeHref: `${site.config.finance.routes[0] ?? "/finance"}?car_id=${car.id}`,
                tradeInHref: `/cars/trade-in?car_id=${car.id}`,
              }
            : null
        }
      />
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <p>
        <a className="underline" href={`/cars/${car.slug}`}>
          Back to the vehicle
        </a>
      </p>
      <h1 className="mt-4 text-3xl font-bold">{heading}</h1>
      <DemoNotice />
      <section aria-labelledby="car-heading" className="mt-6 rounded border border-gray-300 p-4">
        <h2 id="car-heading" className="text-xl font-bold">
          {car.name}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">Price</dt>
          <dd>
            {priceText(car, site.config.stock.noPriceText)}
            {car.priceType ? ` ${car.priceType}` : ""}
          </dd>
          <dt className="font-semibold">Stock number</dt>
          <dd>{car.stocknum}</dd>
          {shown.location ? (
            <>
              <dt className="font-semibold">Location</dt>
              <dd>{shown.location.name}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Deposit</dt>
          <dd>{deposit}, 100% refundable</dd>
          <dt className="font-semibold">Hold</dt>
          <dd>{hold} from payment: nobody else can reserve or buy it online meanwhile</dd>
        </dl>
      </section>
      <section aria-labelledby="refund-heading" className="mt-6">
        <h2 id="refund-heading" className="text-xl font-bold">
          Refund terms
        </h2>
        <p id="refund-terms" className="mt-2">
          {refundTermsFor(site.config.reserve.refundTerms, carState)}
        </p>
      </section>
      {body}
    </div>
  );
}
