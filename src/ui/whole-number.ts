/**
 * A whole number as Australian English writes it, digits grouped in threes by commas (12,345; -1,234,567): what
 * `toLocaleString("en-AU")` gives, written out. In a browser the first use of Intl loads its locale data on the main
 * thread, measured at 30-70 ms in Chromium on this project's machine (four times that on Lighthouse's simulated phone),
 * and the money and counts that client components show would pay it during hydration, blocking the page. A number that
 * is not a safe whole number (a fraction, NaN, Infinity) still goes to toLocaleString.
 */
export function wholeNumber(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString("en-AU");
  const grouped = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ",");
  return n < 0 ? `-${grouped}` : grouped;
}
