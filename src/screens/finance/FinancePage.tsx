import { notFound } from "next/navigation";
import { vehicleTitle } from "@/features/vehicle/vehicle-display";
import { toLeadCar } from "@/features/vehicle/vehicle-projections";
import { vehicleBySlug } from "@/features/vehicle/vehicles.server";
import { requireSite } from "@/platform/site/current-site.server";
import { defaultInput } from "@/features/finance/calculator";
import { financePrefill } from "@/features/finance/finance-prefill";
import { FinanceCalculator } from "@/features/finance/components/FinanceCalculator";
import { LeadFormSection } from "@/features/leads/components/LeadFormSection";
import { leadDealerships } from "@/features/locations/dealerships.server";
import { repaymentsHref } from "@/features/personalised-finance/repayments-link";

type Route = "/finance" | "/finance-enquiry" | "/apply-for-finance";
export type FinancePageProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /finance, /finance-enquiry, /apply-for-finance: whichever the site uses; the others are 404. */
export async function FinancePage({ route, params, searchParams }: FinancePageProps & { route: Route }) {
  const site = await requireSite(params);
  const { config } = site;
  if (!config.features.finance || !config.finance.routes.includes(route)) notFound();
  const prefill = financePrefill(await searchParams);
  // The same per-request loads the finance form below reads (leadDealerships, the shown car): nothing twice.
  const [dealerships, found] = await Promise.all([
    leadDealerships(site),
    prefill.car_id ? vehicleBySlug(site, prefill.car_id) : Promise.resolve(null),
  ]);
  const car = found?.vehicle ?? null;
  const { calculator } = config.finance;
  const initial = defaultInput({
    price: prefill.vehiclePriceBudget ?? car?.price ?? null,
    defaultInterestRate: calculator.defaultInterestRate,
    establishmentFee: calculator.establishmentFee,
  });
  const bounds = { price: calculator.purchasePrice, interest: calculator.interestRate };
  // The dealer's own links, else the site's personalised finance (for this car) where it has one.
  const loanBannerHref = repaymentsHref(config.finance.loanBannerUrl, config, car?.id);
  const quoteHref = repaymentsHref(config.finance.quoteUrl, config, car?.id);
  const known = dealerships.some((d) => !d.hidden && d.slug === prefill.preferredDealership)
    ? prefill
    : { ...prefill, preferredDealership: undefined };
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <h1 className="text-3xl font-bold">Finance</h1>
      <p>
        Work out indicative repayments, then ask us for a personalised quote. Finance is available to approved
        applicants only.
      </p>
      {/* The brand's access loan banner, where the dealer has the link; its words are the brand's. */}
      {loanBannerHref ? (
        <section aria-labelledby="loan-banner" className="rounded-lg bg-red-700 p-6 text-white">
          <h2 id="loan-banner" className="text-2xl font-bold">
            {config.finance.loanBanner.heading}
          </h2>
          <p className="mt-2">{config.finance.loanBanner.text}</p>
          <a href={loanBannerHref} className="mt-4 inline-block rounded bg-white px-4 py-2 font-semibold text-red-800">
            {config.finance.loanBanner.button}
          </a>
        </section>
      ) : null}
      <FinanceCalculator
        initial={initial}
        bounds={bounds}
        quickPicks={calculator.quickPicks}
        disclaimer={config.legal.financeDisclaimer}
      />
      {quoteHref ? (
        <p>
          <a href={quoteHref} className="inline-block rounded bg-primary px-5 py-3 font-semibold text-on-primary">
            GET A QUOTE
          </a>
        </p>
      ) : null}
      <section
        id="finance-form"
        aria-labelledby="finance-form-heading"
        className="rounded-lg border border-gray-200 p-5"
      >
        <h2 id="finance-form-heading" className="mb-4 text-2xl font-bold">
          Finance enquiry
        </h2>
        {car ? (
          <p className="mb-4">
            Vehicle: <strong>{vehicleTitle(car)}</strong>
          </p>
        ) : null}
        <LeadFormSection
          site={site}
          kind="finance"
          id="finance-enquiry-form"
          car={found ? toLeadCar(found) : null}
          defaults={{
            ...(known.preferredDealership ? { dealership_slug: known.preferredDealership } : {}),
            ...(known.vehiclePriceBudget ? { vehiclePriceBudget: String(known.vehiclePriceBudget) } : {}),
            ...(known.car_type ? { vehicle_condition: known.car_type } : {}),
          }}
        />
      </section>
    </div>
  );
}
