import type { Answers } from "@/features/trade-in/valuation";

/** The condition answers of a car in the best shape a shopper can describe: no deduction applies. */
export const BEST_CONDITION: Answers = {
  body: "excellent",
  interior: "excellent",
  tyres: "good",
  windscreen: "no damage",
  accidentDamage: "no",
  serviceHistory: "full",
  financeOwing: "no",
  modifications: "no",
  keys: "2 or more",
};
