/**
 * The standard annuity repayment with a balloon (residual) paid with the last instalment:
 *   P = (principal - balloon / (1 + r)^n) * r / (1 - (1 + r)^-n)
 * where r is the rate per period and n the number of periods. A zero rate divides evenly.
 */
export function annuityRepayment(
  principal: number,
  annualRatePercent: number,
  periods: number,
  periodsPerYear: number,
  balloon = 0,
): number {
  if (periods <= 0) throw new RangeError("periods must be positive");
  const r = annualRatePercent / 100 / periodsPerYear;
  if (r === 0) return (principal - balloon) / periods;
  const discount = Math.pow(1 + r, -periods);
  return ((principal - balloon * discount) * r) / (1 - discount);
}
