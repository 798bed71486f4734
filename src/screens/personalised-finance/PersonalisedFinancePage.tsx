import { notFound, redirect } from "next/navigation";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { isGated, primaryGaragePath } from "@/features/accounts/gated-routes";
import { currentShopper, requireShopper } from "@/features/accounts/shopper-session.server";
import { signInPath } from "@/features/accounts/sign-in-url";
import { COMPARISON_RATE_WARNING } from "@/features/finance/estimate";
import { canonicalCarIdPath } from "@/features/vehicle/car-key";
import { formatMoney } from "@/features/vehicle/vehicle-display";
import { financeCar } from "@/features/personalised-finance/personalised-finance.server";
import { CREDIT_HISTORY, EMPLOYMENT, TERM_YEARS } from "@/features/personalised-finance/questionnaire";
import { disclaimerPoints } from "@/features/personalised-finance/rate-bands";
import { FinanceQuestionnaire } from "@/features/personalised-finance/components/FinanceQuestionnaire";

const PATH = "/personalised/finance";

/**
 * /personalised/finance?car_id={id}: a short questionnaire gives an indicative
 * rate band and repayments for the car from the site's lender rules. A car named by its slug is sent to its id's
 * address first; then sign-in where the site gates it. The site's 404 where it does not offer it, or the car is not one
 * it shows.
 */
export async function PersonalisedFinancePage({ site, carId }: { site: CurrentSite; carId: string | undefined }) {
  const lender = site.config.personalisedFinance;
  if (!lender.enabled) notFound();
  const car = await financeCar(site, carId);
  if (car === "missing") notFound();
  const canonical = car && canonicalCarIdPath(PATH, "id", carId!, { id: car.vehicle.id, slug: car.slug });
  if (canonical) redirect(canonical);
  const here = car ? `${PATH}?car_id=${car.vehicle.id}` : PATH;
  const shopper = isGated(site.config, PATH) ? await requireShopper(site, here, "finance") : await currentShopper(site);
  const bounds = site.config.finance.calculator.purchasePrice;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold">Your personalised repayments</h1>
      <p className="mt-2">
        {car ? (
          <>
            For the{" "}
            <a className="underline" href={`/cars/${car.slug}`}>
              {car.name}
            </a>
            {car.price !== null ? <>, {formatMoney(car.price)}</> : null}.{" "}
          </>
        ) : null}
        Answer a few questions to see an indicative rate and repayments from {lender.lender}. No credit check is made.
      </p>
      <FinanceQuestionnaire
        carId={car ? String(car.vehicle.id) : null}
        priceHint={car?.price != null ? null : `From ${formatMoney(bounds.min)} to ${formatMoney(bounds.max)}.`}
        employment={Object.entries(EMPLOYMENT)}
        creditHistory={Object.entries(CREDIT_HISTORY)}
        terms={TERM_YEARS}
        signedIn={shopper !== null}
        signInHref={signInPath({ type: "finance", redirect: here, back: here })}
        garageHref={primaryGaragePath(site.config)}
      />
      <section id="financeDisclaimer" aria-labelledby="finance-disclaimer-heading" className="mt-8 text-sm">
        <h2 id="finance-disclaimer-heading" className="font-bold">
          Important
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          {disclaimerPoints(lender.lender).map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="mt-2">{COMPARISON_RATE_WARNING}</p>
        <p className="mt-2">{site.config.legal.financeDisclaimer}</p>
      </section>
    </div>
  );
}
