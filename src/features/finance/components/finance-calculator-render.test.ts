/**
 * The calculator's server-rendered first figures (what a shopper without JavaScript sees) follow the same decision as
 * the browser: a purchase price outside the site's bounds shows its help as an error and no repayment (purchase-price.ts).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { defaultInput, type CalculatorBounds } from "@/features/finance/calculator";
import { FinanceCalculator } from "./FinanceCalculator";

const TOYOTA: CalculatorBounds = { price: { min: 5000, max: 250_000 }, interest: { min: 4, max: 20 } };
const render = (price: number, disclaimer = "Indicative only.") =>
  renderToStaticMarkup(
    createElement(FinanceCalculator, {
      initial: defaultInput({ price, defaultInterestRate: 10, establishmentFee: null }),
      bounds: TOYOTA,
      quickPicks: [5000, 10_000],
      disclaimer,
    }),
  );
const result = (html: string) =>
  html.slice(html.indexOf('data-testid="finance-result"'), html.indexOf('id="financeDisclaimer"'));

describe("the calculator as first rendered on the server", () => {
  it("shows a $4,990 car on a $5,000-minimum site the help as an error and no repayment, not $106 a month", () => {
    const html = render(4990);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain("Cannot be less than $5,000 or more than $250,000");
    expect(result(html)).toContain("Enter a purchase price from $5,000 to $250,000 to see repayments.");
    expect(result(html)).not.toMatch(/\$[\d,]+ <span[^>]*>per /);
    expect(result(html)).not.toContain("Comparison rate");
  });
  it("quotes a price within the bounds, with the help in its plain style", () => {
    const html = render(5000);
    expect(html).not.toContain("aria-invalid");
    expect(result(html)).toMatch(/\$106 <span[^>]*>per month/);
    expect(result(html)).toContain("Comparison rate");
  });
});

describe("the finance disclaimer collapses as the site's other text does (finance 'Show More/Less')", () => {
  const disclaimer = (html: string) => html.slice(html.indexOf('id="financeDisclaimer"'));
  it("shows a disclaimer of 200 characters or fewer whole, without a toggle", () => {
    const html = disclaimer(render(5000, "x".repeat(200)));
    expect(html).toContain("x".repeat(200));
    expect(html).not.toContain("Show More");
  });
  it("cuts a longer one with 'Show More'", () => {
    const html = disclaimer(render(5000, `${"word ".repeat(50)}end`));
    expect(html).toContain("Show More");
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain("end");
  });
});
