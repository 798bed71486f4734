/** Where a list of cards with comparison rates states their example and warning, once (the cards link here). */
export const COMPARISON_WARNING_ID = "comparison-rate-warning";
