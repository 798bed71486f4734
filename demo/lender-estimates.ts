import { annuityRepayment } from "@/features/finance/repayment";
import { financeablePrice } from "@/features/vehicle/vehicle-rules";
import type { FinanceLender } from "@/domain/vehicle-types";
import type { Random } from "./random";

export interface LenderSetting {
  provider: string;
  type: "A" | "B" | "C" | "D" | "E" | "F" | "G";
}

const DISCLAIMER =
  "Indicative repayments over 5 years for approved applicants only. Comparison rate based on a secured consumer loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.";

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A lender's estimate as the dealer's feed would carry it: 5-year term; type A lends 90% (10% deposit);
 * newer cars get lower rates. About one estimate in ten lacks a comparison rate, as real feeds do.
 */
export function lenderEstimate(
  random: Random,
  lender: LenderSetting,
  price: number,
  ageYears: number,
  isNew: boolean,
): Record<string, FinanceLender> {
  if (!financeablePrice(price)) return {};
  const interestRate = round2(
    isNew ? random.around(7.49, 0.8, 5.99, 8.99) : random.around(9.49 + ageYears * 0.35, 0.8, 7.99, 15.99),
  );
  const comparisonRate = random.chance(0.1) ? null : round2(interestRate + random.around(0.75, 0.3, 0.3, 1.4));
  const deposit = lender.type === "A" ? Math.round(price * 0.1) : 0;
  const balloon = isNew && random.chance(0.3) ? Math.round(price * 0.25) : 0;
  const principal = price - deposit;
  return {
    [lender.provider]: {
      interestRate,
      comparisonRate,
      paymentMonth: Math.round(annuityRepayment(principal, interestRate, 60, 12, balloon)),
      paymentWeek: Math.round(annuityRepayment(principal, interestRate, 260, 52, balloon)),
      termYears: 5,
      termMonths: 60,
      deposit,
      balloon,
      disclaimer: DISCLAIMER,
    },
  };
}
