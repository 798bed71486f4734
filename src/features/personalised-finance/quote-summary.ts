import { formatMoney } from "@/features/vehicle";
import { CREDIT_HISTORY, EMPLOYMENT, type Answers } from "./questionnaire";
import type { IndicativeResult } from "./rate-bands";

/** Cents shown as dollars and cents ("$1,234.56"): repayments are quoted to the cent. */
function money(amount: number): string {
  return `$${amount.toLocaleString("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The answers as the dealer and the garage read them, label -> value. */
export function answerLines(answers: Answers, price: number): Record<string, string> {
  return {
    "Purchase price": formatMoney(price),
    Employment: EMPLOYMENT[answers.employment],
    "Yearly income before tax": formatMoney(answers.income),
    "Regular monthly expenses": formatMoney(answers.expenses),
    Dependants: String(answers.dependants),
    "Credit history (self-assessed)": CREDIT_HISTORY[answers.creditHistory],
    Deposit: formatMoney(answers.deposit),
    Term: `${answers.termYears} ${answers.termYears === 1 ? "year" : "years"}`,
  };
}

const NO_BAND =
  "No indicative rate from these answers: our finance team will talk you through the options (no credit check made).";

/** The result as the dealer and the garage read it, label -> value. */
export function resultLines(result: IndicativeResult | null): Record<string, string> {
  if (!result) return { "Indicative result": NO_BAND };
  const { band, low, high } = result;
  const comparison =
    low.comparisonRate !== null && high.comparisonRate !== null
      ? `${low.comparisonRate.toFixed(2)}% to ${high.comparisonRate.toFixed(2)}% p.a.`
      : "not applicable";
  return {
    "Indicative band": band.name,
    "Indicative rate": `${band.rate.min.toFixed(2)}% to ${band.rate.max.toFixed(2)}% p.a.`,
    "Comparison rate": comparison,
    "Monthly repayment": `${money(low.repayment)} to ${money(high.repayment)}`,
    "Amount financed": money(low.amountFinanced),
    "Number of repayments": String(low.periods),
  };
}
