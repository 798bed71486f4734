import { COMPARISON_RATE_WARNING, comparisonRateBasis } from "@/features/finance/estimate";
import { COMPARISON_WARNING_ID } from "@/features/finance/comparison-warning-id";

export function ComparisonRateWarning() {
  return (
    <p id={COMPARISON_WARNING_ID} className="mt-6 text-sm text-gray-700">
      * {comparisonRateBasis()} {COMPARISON_RATE_WARNING}
    </p>
  );
}
