/**
 * The finance feature's public face: the rules, types and components other features may use, all safe in the
 * browser. Server-only parts are in ./index.server.ts. Other features import only these two files (npm run lint:layers).
 */
export { TERM, calculate, type CalculatorResult } from "./calculator";
export { COMPARISON_WARNING_ID } from "./comparison-warning-id";
export { ComparisonRateWarning } from "./components/ComparisonRateWarning";
export { quotedRepayment } from "./estimate";
export { isQuotablePrice } from "./purchase-price";
export { siteFinanceEstimate } from "./site-estimate";
