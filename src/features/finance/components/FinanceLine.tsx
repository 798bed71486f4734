import { formatMoney } from "@/features/vehicle";
import { quotedRepayment, type FinanceEstimate } from "@/features/finance/estimate";

/**
 * The estimate in one line for a phone's first screen: the repayment, linked to the full estimate box (its term,
 * deposit, warning and disclaimer), with the interest rate and the comparison rate at the same size, as the law
 * wants the comparison rate at least as prominent as the interest rate.
 */
export function FinanceLine({ estimate, detailsHref }: { estimate: FinanceEstimate; detailsHref: string }) {
  const repayment = quotedRepayment(estimate);
  if (!repayment) return null; // no figure to quote, as in the estimate box
  return (
    <p className="mt-1 text-sm" data-testid="finance-line">
      <a href={detailsHref} className="font-semibold text-accent underline">
        Finance {formatMoney(repayment.amount)} per {repayment.per}
      </a>{" "}
      at {estimate.interestRate.toFixed(2)}% p.a., comparison rate {estimate.comparisonRate.toFixed(2)}% p.a.
    </p>
  );
}
