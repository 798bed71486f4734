import type { ReactNode } from "react";
import type { SiteConfig } from "@/platform/site/config-schema";
import { isAvailable } from "@/features/vehicle/vehicle-rules";
import { belowMarket } from "@/features/vehicle/market-price";
import { maskPhone } from "@/features/vehicle/phone-reveal";
import { sidebarButtons, sidebarSite, type SidebarButton } from "@/features/vehicle/sidebar-buttons";
import type { SidebarVehicle } from "@/features/vehicle/vehicle-projections";
import { formatMoney, priceLine, specialLine, wasPrice } from "@/features/vehicle/vehicle-display";
import { InfoTooltip } from "@/ui/InfoTooltip";
import { StaticMap, mapsKey } from "@/features/locations";
import { PdfDownloadButton } from "./PdfDownloadButton";
import { PhoneReveal } from "./PhoneReveal";
import { SoldPanel } from "./SoldPanel";
import { VehicleViewTracker } from "./VehicleViewTracker";

const BUTTON_CLASS: Record<string, string> = {
  reserve: "bg-primary text-on-primary",
  enquire: "bg-primary text-on-primary",
};

export function ActionButtons({ buttons, compact = false }: { buttons: SidebarButton[]; compact?: boolean }) {
  return (
    <ul className={compact ? "flex flex-wrap gap-2" : "grid gap-2"}>
      {buttons.map((b) => (
        <li key={b.id}>
          {b.href === null ? (
            <p className="rounded bg-amber-100 px-4 py-2 text-center font-semibold text-amber-900">{b.label}</p>
          ) : (
            <a
              href={b.href}
              className={`block rounded px-4 py-2 text-center font-semibold ${BUTTON_CLASS[b.id] ?? "border border-gray-400"}`}
            >
              {/* One text node with its space: the link's name reads 'Reserve Car Now $200'. */}
              {b.fee ? `${b.label} ` : b.label}
              {b.fee ? <span className="ml-1 rounded border border-current px-1.5">{b.fee}</span> : null}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The side panel: price, market and views, location, the site's action buttons (or the SOLD panel), phone and payments. */
export function VehicleSidebar({
  car,
  config,
  siteId,
  phone,
  location,
  soldForm,
  priceNotes = null,
}: {
  car: SidebarVehicle & { beingReserved: boolean };
  config: SiteConfig;
  siteId: number;
  phone: string | null;
  location: {
    name: string;
    street: string;
    city: string;
    state: string;
    postcode: string;
    slug: string;
    lat: number;
    lng: number;
  } | null;
  /** For a car no longer available: the Find Me Something Similar form, shown in place of the buttons. */
  soldForm: ReactNode;
  /** Under the price: what the page adds of its history (the latest drop, the days listed). */
  priceNotes?: ReactNode;
}) {
  const available = isAvailable(car.status);
  const price = priceLine(car, config.stock.noPriceText);
  const was = wasPrice(car);
  const special = available ? specialLine(car.layers.special, config.timeZone) : null;
  const market = belowMarket(car.price, car.marketPrices);
  const buttons = sidebarButtons(car, sidebarSite(config, phone));
  return (
    // Sticky beside the page while it holds buttons; a sold car's panel holds a form, taller than a screen.
    <aside
      aria-label="Price and actions"
      className={`space-y-5 rounded-lg border border-gray-200 p-5 ${available ? "lg:sticky lg:top-4" : ""}`}
    >
      <div>
        {available && car.reserved ? (
          // The spec's Reserved tag, on the car's own page too.
          <p
            className="mb-2 inline-block rounded bg-amber-100 px-2 py-1 font-bold text-amber-900"
            data-testid="reserved-tag"
          >
            Reserved
          </p>
        ) : null}
        <p className="text-3xl font-bold">{price.price}</p>
        {price.priceType ? <p className="text-gray-700">{price.priceType}</p> : null}
        {special ? (
          // A running price special says what it was, what it is, and until when (server-rendered text only).
          <p className="font-semibold text-red-800" data-testid="special-line">
            Special: {special}
          </p>
        ) : was ? (
          <p className="text-gray-700">
            Was <s>{was}</s>
          </p>
        ) : null}
        {priceNotes}
        {market ? (
          <p className="mt-2 text-sm">
            <InfoTooltip
              label={`${formatMoney(market.saving)} below market price`}
              className="font-semibold text-emerald-800"
            >
              This price is {formatMoney(market.saving)} under the average{" "}
              {market.basis === "state" ? "price in this state" : "market price"} of {formatMoney(market.average)} for
              similar vehicles.
            </InfoTooltip>
          </p>
        ) : null}
        <p className="mt-2 text-sm text-gray-700">
          <VehicleViewTracker
            slug={car.slug}
            initialViews={car.views}
            photosCount={car.photosCount}
            updatedAt={car.updatedAt.toISOString()}
            websiteId={siteId}
            used={car.carType === "used"}
            viewed={{
              id: car.id,
              stocknum: car.stocknum,
              make: car.make,
              model: car.model,
              body: car.body,
              simple_body: car.simpleBody,
            }}
          />
        </p>
      </div>
      {location ? (
        <div id="vehicle-map" className="space-y-1">
          <StaticMap places={[location]} mapKey={mapsKey(config.maps, process.env)} />
          <p className="font-semibold">{location.name}</p>
          <p className="text-sm text-gray-700">
            {location.street}, {location.city} {location.state.toUpperCase()} {location.postcode}
          </p>
          <a className="text-sm font-semibold text-accent underline" href={`/locations/${location.slug}`}>
            View Location
          </a>
        </div>
      ) : null}
      {available ? <ActionButtons buttons={buttons} /> : <SoldPanel itemType={car.itemType}>{soldForm}</SoldPanel>}
      {config.features.phoneReveal && phone ? (
        <PhoneReveal masked={maskPhone(phone)} carId={car.id} dealershipId={car.dealershipId} websiteId={siteId} />
      ) : null}
      {car.paymentProcessors.length > 0 ? (
        <div className="text-sm">
          <p className="font-semibold">We accept:</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {car.paymentProcessors.map((p) => (
              <li key={p} className="rounded border border-gray-300 px-2 py-1">
                {p}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <PdfDownloadButton slug={car.slug} />
        <a
          href={`/print?car_id=${encodeURIComponent(car.slug)}`}
          className="rounded border border-gray-400 px-4 py-2 font-semibold"
        >
          Print
        </a>
      </div>
    </aside>
  );
}
