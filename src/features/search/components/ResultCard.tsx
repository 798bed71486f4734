import type { SiteConfig } from "@/platform/site/config-schema";
import { callNumber } from "@/features/vehicle/call-number";
import { cardFacts, formatMoney, priceLine, vehicleTitle } from "@/features/vehicle/vehicle-display";
import { CardPicture } from "@/features/vehicle/components/CardPicture";
import { CertifiedLogo } from "@/features/vehicle/components/CertifiedLogo";
import { resultButtons, SIMILAR_PROMPT } from "@/features/search/card-rules";
import { qualifies, reserveEligible } from "@/features/vehicle/vehicle-rules";
import type { SearchHit } from "@/features/vehicle/vehicle-projections";
import { carTag, type CarTag } from "@/features/search/tag-priority";
import { siteFinanceEstimate } from "@/features/finance/site-estimate";
import { quotedRepayment } from "@/features/finance/estimate";
import { COMPARISON_WARNING_ID } from "@/features/finance/components/ComparisonRateWarning";
import { CompareControl } from "@/features/compare/components/CompareControl";
import { WatchlistToggle } from "@/features/watchlist/components/WatchlistToggle";

const TAG_STYLE: Record<CarTag["kind"], string> = {
  fuel: "bg-emerald-700 text-white",
  reserved: "bg-amber-800 text-white",
  certified: "bg-primary text-on-primary",
  custom: "bg-gray-800 text-white",
  "coming-soon": "bg-blue-800 text-white",
  "new-arrival": "bg-accent text-white",
  sold: "bg-red-800 text-white",
};

const BUTTON_STYLE = {
  primary: "bg-primary text-on-primary",
  danger: "bg-red-700 text-white",
  secondary: "border border-gray-400 text-gray-900",
} as const;

/** A search result (dealer-configuration.md §2 'Car search cards', search-watchlist-detail.md §4). */
export function ResultCard({
  car,
  config,
  now,
  eager = false,
}: {
  car: SearchHit;
  config: SiteConfig;
  now: Date;
  /** In the first row: loaded at once, the page's largest picture. */ eager?: boolean;
}) {
  const title = vehicleTitle(car);
  const price = priceLine(car, config.stock.noPriceText);
  const tag = carTag(
    { ...car, createdAt: new Date(car.createdAt) },
    { electricHybridTag: config.features.electricHybridTag, newArrivalDays: config.stock.newArrivalDays, now },
  );
  const sellable = qualifies(car);
  const estimate = sellable ? siteFinanceEstimate(config, car, now) : null;
  const repayment = estimate ? quotedRepayment(estimate) : null;
  const buttons = resultButtons(config.search.resultButtons, car, {
    reserveEligible: reserveEligible(car, config.features.reserveButton),
    reserveVariant: config.reserve.variant,
    phone: callNumber(config.phones, car.carType, config.contact.phone),
    financeRoute: config.finance.routes[0] ?? "/finance",
  });
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm"
      data-testid="result-card"
    >
      <div className="relative">
        {car.primaryImageUrl ? <CardPicture src={car.primaryImageUrl} eager={eager} /> : null}
        {tag?.kind === "certified" && tag.logo ? (
          <CertifiedLogo logo={tag.logo} scale={0.875} className="absolute left-2 top-2 rounded-lg shadow" />
        ) : tag ? (
          <span
            className={`absolute left-2 top-2 rounded px-2 py-1 text-xs font-bold uppercase ${TAG_STYLE[tag.kind]}`}
          >
            {tag.label}
          </span>
        ) : null}
        {car.locationName ? (
          <span className="absolute bottom-2 left-2 rounded bg-black/75 px-2 py-1 text-xs text-white">
            {car.locationName}
          </span>
        ) : null}
        <WatchlistToggle car={car} features={config.features} className="absolute right-2 top-2" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-base font-semibold leading-snug">
          <a href={`/cars/${car.slug}`} className="hover:underline">
            {title}
          </a>
        </h2>
        <p className="text-xl font-bold">
          {price.price}
          {price.priceType ? <span className="ml-2 text-sm font-normal text-gray-700">{price.priceType}</span> : null}
        </p>
        {estimate && repayment ? (
          <p className="text-sm" data-testid="card-finance">
            From <strong>{formatMoney(repayment.amount)}</strong> per {repayment.per} ·{" "}
            {estimate.interestRate.toFixed(2)}% p.a. ·{" "}
            <strong>{estimate.comparisonRate.toFixed(2)}% comparison rate</strong>
            {/* The law wants the comparison rate's example and warning with it: once, under the results. */}
            <a
              href={`#${COMPARISON_WARNING_ID}`}
              className="ml-0.5 font-bold no-underline"
              aria-label="Comparison rate warning"
            >
              *
            </a>
          </p>
        ) : null}
        {sellable ? (
          <p className="text-sm text-gray-700">{cardFacts(car)}</p>
        ) : (
          <p className="text-sm font-medium">{SIMILAR_PROMPT}</p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {buttons.map((b) => (
            <a
              key={b.label}
              href={b.href}
              className={`rounded px-3 py-2 text-sm font-semibold ${BUTTON_STYLE[b.style]}`}
            >
              {b.label}
              <span className="sr-only">: {title}</span>
            </a>
          ))}
        </div>
        <CompareControl config={config} slug={car.slug} title={title} />
      </div>
    </article>
  );
}
