import { Reveal, formatMoney } from "@/features/vehicle";
import {
  COMPARISON_RATE_WARNING,
  comparisonRateBasis,
  quotedRepayment,
  type FinanceEstimate,
} from "@/features/finance/estimate";

const date = (d: Date) => d.toLocaleDateString("en-AU", { day: "numeric", month: "long", year: "numeric" });

/**
 * The estimate on a vehicle page: repayments, then the interest rate and the comparison rate side by
 * side at the same size (the law requires the comparison rate at least as prominent), the warning,
 * and the lender's disclaimer collapsed behind 'Show More' / 'Show Less'.
 */
export function FinanceEstimateBox({
  estimate,
  fallbackDisclaimer,
  calculatorHref,
}: {
  estimate: FinanceEstimate;
  fallbackDisclaimer: string;
  calculatorHref: string;
}) {
  const repayment = quotedRepayment(estimate);
  if (!repayment) return null; // no figure to quote (an unpriced car whose lender gives no payment)
  return (
    <section
      aria-labelledby="finance-estimate"
      className="rounded-lg bg-surface p-4 text-sm"
      data-testid="finance-estimate"
    >
      <h2 id="finance-estimate" className="font-semibold">
        Finance estimate
      </h2>
      <p className="mt-1 text-2xl font-bold">
        {formatMoney(repayment.amount)} <span className="text-base font-normal">per {repayment.per}</span>
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-1">
        <div>
          <dt>Interest rate</dt>
          <dd className="text-lg font-bold">{estimate.interestRate.toFixed(2)}% p.a.</dd>
        </div>
        <div>
          <dt>Comparison rate</dt>
          <dd className="text-lg font-bold">{estimate.comparisonRate.toFixed(2)}% p.a.</dd>
        </div>
      </dl>
      <p className="mt-2">
        Over {estimate.termYears} years
        {estimate.deposit > 0 ? `, ${formatMoney(estimate.deposit)} deposit` : ", no deposit"}
        {estimate.balloon > 0 ? `, ${formatMoney(estimate.balloon)} balloon` : ""}. Offer valid until{" "}
        {date(estimate.offerValidUntil)}.
      </p>
      <p className="mt-1">
        {comparisonRateBasis()} {COMPARISON_RATE_WARNING}
      </p>
      <Reveal more="Show More" less="Show Less">
        <p>{estimate.disclaimer || fallbackDisclaimer}</p>
      </Reveal>
      <a href={calculatorHref} className="mt-2 inline-block font-semibold text-accent underline">
        Work out your own repayments
      </a>
    </section>
  );
}
