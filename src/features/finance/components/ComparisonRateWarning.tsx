import { COMPARISON_RATE_WARNING, comparisonRateBasis } from "@/features/finance/estimate";

/** Where a list of cards with comparison rates states their example and warning, once (the cards link here). */
export const COMPARISON_WARNING_ID = "comparison-rate-warning";

export function ComparisonRateWarning() {
  return (
    <p id={COMPARISON_WARNING_ID} className="mt-6 text-sm text-gray-700">
      * {comparisonRateBasis()} {COMPARISON_RATE_WARNING}
    </p>
  );
}
