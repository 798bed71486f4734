import { describe, expect, it } from "vitest";
import {
  DEFAULT_ESTABLISHMENT_FEE,
  calculate,
  cleanInput,
  defaultInput,
  moneyFieldText,
  noQuoteText,
  priceHelp,
  quote,
  startingPrice,
  type CalculatorBounds,
  type CalculatorInput,
} from "./calculator";

/** Closed-form annuity, written out here so the tests do not lean on the code under test. */
const closedForm = (principal: number, annualPercent: number, periods: number, perYear: number, balloon = 0) => {
  const r = annualPercent / 100 / perYear;
  const v = (1 + r) ** -periods;
  return ((principal - balloon * v) * r) / (1 - v);
};

/** Present value of the repayments and balloon at a nominal annual rate annualised with n periods a year. */
const presentValueAt = (annualPercent: number, n: number, repayment: number, periods: number, balloon = 0) => {
  const r = annualPercent / 100 / n;
  const v = (1 + r) ** -periods;
  return (repayment * (1 - v)) / r + balloon * v;
};

const BOUNDS: CalculatorBounds = { price: { min: 1000, max: 250_000 }, interest: { min: 0.5, max: 15 } };

const input = (overrides: Partial<CalculatorInput> = {}): CalculatorInput => ({
  price: 30_000,
  deposit: 0,
  balloon: 0,
  termYears: 5,
  interestRate: 12.94,
  frequency: "monthly",
  establishmentFee: null,
  ...overrides,
});

const DEFAULTS = input();

describe("purchase price help text", () => {
  it("names the $1,000 minimum and $250,000 maximum", () => {
    expect(priceHelp(BOUNDS)).toBe("Cannot be less than $1,000 or more than $250,000");
  });
  it("names the $5,000 minimum of one provider or brand", () => {
    expect(priceHelp({ ...BOUNDS, price: { min: 5000, max: 250_000 } })).toBe(
      "Cannot be less than $5,000 or more than $250,000",
    );
  });
});

describe("calculator defaults", () => {
  it("starts from the car's price when it is above 10", () => {
    expect(defaultInput({ price: 25_990, defaultInterestRate: 8.5, establishmentFee: null }).price).toBe(25_990);
    expect(defaultInput({ price: 11, defaultInterestRate: 8.5, establishmentFee: null }).price).toBe(11);
  });
  it("starts from $30,000 when there is no price (null, or 10 or below)", () => {
    expect(defaultInput({ price: null, defaultInterestRate: 8.5, establishmentFee: null }).price).toBe(30_000);
    expect(defaultInput({ price: 10, defaultInterestRate: 8.5, establishmentFee: null }).price).toBe(30_000);
  });
  it("starts at 5 years, the site's default rate, no deposit, no balloon, monthly, and the configured fee", () => {
    expect(
      defaultInput({ price: 20_000, defaultInterestRate: 10, establishmentFee: DEFAULT_ESTABLISHMENT_FEE }),
    ).toEqual({
      price: 20_000,
      deposit: 0,
      balloon: 0,
      termYears: 5,
      interestRate: 10,
      frequency: "monthly",
      establishmentFee: 1360.5,
    });
    expect(
      defaultInput({ price: 20_000, defaultInterestRate: 8.5, establishmentFee: null }).establishmentFee,
    ).toBeNull();
  });
});

describe("cleaning calculator input", () => {
  const clean = (raw: Parameters<typeof cleanInput>[0], bounds = BOUNDS) => cleanInput(raw, DEFAULTS, bounds);

  it("clamps a term below 1 year up to 1 (0.3 -> 1)", () => {
    expect(clean({ termYears: 0.3 }).input.termYears).toBe(1);
  });
  it("clamps a term above 7 years down to 7 (7.3 -> 7)", () => {
    expect(clean({ termYears: 7.3 }).input.termYears).toBe(7);
  });
  it("rounds the term to the nearest half year (2.26 -> 2.5, 2.24 -> 2)", () => {
    expect(clean({ termYears: 2.26 }).input.termYears).toBe(2.5);
    expect(clean({ termYears: 2.24 }).input.termYears).toBe(2);
  });
  it("clamps interest to the site's bounds (0.5 to 15; 7.5 to 14.5 for one provider)", () => {
    expect(clean({ interestRate: 0.1 }).input.interestRate).toBe(0.5);
    expect(clean({ interestRate: 20 }).input.interestRate).toBe(15);
    const provider = { ...BOUNDS, interest: { min: 7.5, max: 14.5 } };
    expect(clean({ interestRate: 5 }, provider).input.interestRate).toBe(7.5);
    expect(clean({ interestRate: 16 }, provider).input.interestRate).toBe(14.5);
    expect(clean({ interestRate: 9.99 }, provider).input.interestRate).toBe(9.99);
  });
  it("turns amounts of 0 or below into 0", () => {
    const { input: cleaned, priceOutOfRange } = clean({
      price: -5000,
      deposit: -100,
      balloon: -1,
      establishmentFee: -3,
    });
    expect(cleaned).toMatchObject({ price: 0, deposit: 0, balloon: 0, establishmentFee: 0 });
    expect(priceOutOfRange).toBe(true);
  });
  it("turns a negative amount typed into a money field into 0, not into its absolute value", () => {
    expect(moneyFieldText("-5000")).toBe("0");
    expect(moneyFieldText("$-5,000")).toBe("0");
    expect(moneyFieldText(" -12.50")).toBe("0");
    // The field shows what the calculator counts: 0, never 5,000.
    expect(clean({ deposit: moneyFieldText("-5000") }).input.deposit).toBe(0);
    // A minus sign alone is kept while the shopper types on; once digits follow, the amount is 0.
    expect(moneyFieldText("-")).toBe("-");
    expect(moneyFieldText("$5,000")).toBe("5000");
    expect(moneyFieldText("5-0")).toBe("50");
    expect(moneyFieldText("")).toBe("");
  });
  it("clamps the deposit and balloon to 250,000", () => {
    const wide = { ...BOUNDS, price: { min: 300_000, max: 800_000 } };
    expect(clean({ price: 600_000, deposit: 300_000, balloon: 300_000 }, wide).input).toMatchObject({
      deposit: 250_000,
      balloon: 250_000,
    });
  });
  it("never lets the deposit exceed the price", () => {
    expect(clean({ price: 20_000, deposit: 25_000, balloon: 5000 }).input).toMatchObject({
      price: 20_000,
      deposit: 20_000,
      balloon: 0,
    });
  });
  it("never lets deposit plus balloon exceed the price (balloon clamped to price - deposit)", () => {
    expect(clean({ price: 20_000, deposit: 5000, balloon: 18_000 }).input).toMatchObject({
      deposit: 5000,
      balloon: 15_000,
    });
  });
  it("keeps a price below the minimum but flags it so the help text shows", () => {
    expect(clean({ price: 500 })).toEqual({ input: { ...DEFAULTS, price: 500 }, priceOutOfRange: true });
    expect(clean({ price: 4000 }, { ...BOUNDS, price: { min: 5000, max: 250_000 } }).priceOutOfRange).toBe(true);
    expect(clean({ price: 1000 }).priceOutOfRange).toBe(false);
  });
  it("keeps a price above the maximum as typed (only the other inputs are clamped), and flags it", () => {
    expect(clean({ price: 300_000 })).toEqual({ input: { ...DEFAULTS, price: 300_000 }, priceOutOfRange: true });
    expect(clean({ price: 250_000 }).priceOutOfRange).toBe(false);
  });
  it("falls back to the default for anything that is not a number", () => {
    const { input: cleaned } = clean({
      price: "abc",
      deposit: "",
      balloon: Number.NaN,
      termYears: null,
      interestRate: {},
      frequency: "daily",
    });
    expect(cleaned).toEqual(DEFAULTS);
  });
  it("reads typed numbers with thousands separators and a dollar sign", () => {
    expect(clean({ price: "$25,000", deposit: "2,500", termYears: "3.5", interestRate: "9.9" }).input).toMatchObject({
      price: 25_000,
      deposit: 2500,
      termYears: 3.5,
      interestRate: 9.9,
    });
  });
  it("accepts each frequency", () => {
    expect(clean({ frequency: "weekly" }).input.frequency).toBe("weekly");
    expect(clean({ frequency: "fortnightly" }).input.frequency).toBe("fortnightly");
  });
  it("keeps the configured fee unless one is given, and null means no fee", () => {
    const withFee = { ...DEFAULTS, establishmentFee: 1360.5 };
    expect(cleanInput({}, withFee, BOUNDS).input.establishmentFee).toBe(1360.5);
    expect(cleanInput({ establishmentFee: null }, withFee, BOUNDS).input.establishmentFee).toBeNull();
    expect(cleanInput({ establishmentFee: "abc" }, withFee, BOUNDS).input.establishmentFee).toBe(1360.5);
  });
  it("applies the same clamps to defaults that are out of bounds", () => {
    expect(cleanInput({}, { ...DEFAULTS, interestRate: 20, termYears: 10 }, BOUNDS).input).toMatchObject({
      interestRate: 15,
      termYears: 7,
    });
  });
});

describe("quoting: no figures while the purchase price is out of bounds (purchase-price.ts)", () => {
  const TOYOTA: CalculatorBounds = { price: { min: 5000, max: 250_000 }, interest: { min: 4, max: 20 } };
  const toyotaCar = (price: number) => defaultInput({ price, defaultInterestRate: 10, establishmentFee: null });

  it("quotes nothing for a $4,990 car on a site whose minimum is $5,000, where the help text shows as an error", () => {
    const { input: cleaned, priceOutOfRange } = cleanInput({}, toyotaCar(4990), TOYOTA);
    expect(priceOutOfRange).toBe(true);
    expect(quote(cleaned, TOYOTA)).toBeNull();
    // The figure the calculator used to show beside 'Cannot be less than $5,000'.
    expect(Math.round(calculate(cleaned).repayment)).toBe(106);
  });
  it("quotes nothing above the maximum either", () => {
    expect(quote(cleanInput({ price: 250_001 }, toyotaCar(30_000), TOYOTA).input, TOYOTA)).toBeNull();
  });
  it("quotes exactly what calculate gives once the price is within the bounds", () => {
    const cleaned = cleanInput({}, toyotaCar(5000), TOYOTA).input;
    expect(quote(cleaned, TOYOTA)).toEqual(calculate(cleaned));
    expect(quote(input({ price: 250_000 }), TOYOTA)).toEqual(calculate(input({ price: 250_000 })));
  });
  it("says what to do instead of quoting: a price from the minimum to the maximum", () => {
    expect(noQuoteText(TOYOTA)).toBe("Enter a purchase price from $5,000 to $250,000 to see repayments.");
  });
  it("opens on the car's price when above 10, else on $30,000 (the price an estimate is checked against)", () => {
    expect(startingPrice(4990)).toBe(4990);
    expect(startingPrice(10)).toBe(30_000);
    expect(startingPrice(null)).toBe(30_000);
  });
});

describe("calculating repayments", () => {
  it("repays $30,000 at 12.94% over 5 years monthly with the annuity formula: $681.67 x 60", () => {
    // r = 0.1294 / 12 = 0.010783…; 30000 r / (1 - (1 + r)^-60) = 681.6711 -> 681.67; total 681.67 x 60 = 40,900.20
    expect(closedForm(30_000, 12.94, 60, 12)).toBeCloseTo(681.6711, 4);
    expect(calculate(input())).toEqual({
      repayment: 681.67,
      periods: 60,
      totalPayable: 40_900.2,
      amountFinanced: 30_000,
      comparisonRate: 12.94,
      enquire: false,
    });
  });

  it("repays the same loan weekly: $156.85 x 260", () => {
    // r = 0.1294 / 52; 30000 r / (1 - (1 + r)^-260) = 156.8474 -> 156.85; total 156.85 x 260 = 40,781.00
    expect(closedForm(30_000, 12.94, 260, 52)).toBeCloseTo(156.8474, 4);
    expect(calculate(input({ frequency: "weekly" }))).toMatchObject({
      repayment: 156.85,
      periods: 260,
      totalPayable: 40_781,
    });
  });

  it("repays the same loan fortnightly: $313.97 x 130", () => {
    // r = 0.1294 / 26; 30000 r / (1 - (1 + r)^-130) = 313.9719 -> 313.97; total 313.97 x 130 = 40,816.10
    expect(closedForm(30_000, 12.94, 130, 26)).toBeCloseTo(313.9719, 4);
    expect(calculate(input({ frequency: "fortnightly" }))).toMatchObject({
      repayment: 313.97,
      periods: 130,
      totalPayable: 40_816.1,
    });
  });

  it("counts periods for half-year terms (2.5 years weekly = 130, 1.5 years fortnightly = 39)", () => {
    expect(calculate(input({ termYears: 2.5, frequency: "weekly" })).periods).toBe(130);
    expect(calculate(input({ termYears: 1.5, frequency: "fortnightly" })).periods).toBe(39);
  });

  it("lowers the repayment by a balloon paid with the last instalment, and adds the balloon to the total", () => {
    // $40,000 less $5,000 deposit = $35,000 at 9.5% over 4 years monthly with a $10,000 balloon:
    // r = 0.095 / 12; (35000 - 10000 (1 + r)^-48) r / (1 - (1 + r)^-48) = 707.2451 -> 707.25
    // total 707.25 x 48 + 10,000 = 43,948.00
    expect(closedForm(35_000, 9.5, 48, 12, 10_000)).toBeCloseTo(707.2451, 4);
    expect(
      calculate(input({ price: 40_000, deposit: 5000, balloon: 10_000, interestRate: 9.5, termYears: 4 })),
    ).toEqual({
      repayment: 707.25,
      periods: 48,
      totalPayable: 43_948,
      amountFinanced: 35_000,
      comparisonRate: 9.5,
      enquire: false,
    });
  });

  it("finances the establishment fee with the loan", () => {
    // Principal 30,000 + 1,360.50 = 31,360.50; 31360.5 r / (1 - (1 + r)^-60), r = 0.1294 / 12 = 712.5849 -> 712.58
    // total 712.58 x 60 = 42,754.80
    expect(closedForm(31_360.5, 12.94, 60, 12)).toBeCloseTo(712.5849, 4);
    expect(calculate(input({ establishmentFee: DEFAULT_ESTABLISHMENT_FEE }))).toMatchObject({
      repayment: 712.58,
      periods: 60,
      totalPayable: 42_754.8,
      amountFinanced: 31_360.5,
    });
  });
});

describe("comparison rate (National Consumer Credit Protection Regulations, reg 100)", () => {
  it("equals the interest rate when no fee is charged", () => {
    // With no fee the credit advanced is the principal, so the rate that discounts the repayments back to it is the loan's own.
    expect(calculate(input()).comparisonRate).toBe(12.94);
    expect(calculate(input({ interestRate: 7.49, termYears: 3 })).comparisonRate).toBe(7.49);
  });

  it("is above the interest rate when a fee is financed: 14.93% for $30,000 at 12.94% with a $1,360.50 fee", () => {
    // The credit advanced is $30,000 while $712.5849 a month repays $31,360.50; the monthly rate i with
    // 712.5849 (1 - (1 + i)^-60) / i = 30000 is 0.0124411 (solved separately), and 12 i = 14.93% p.a.
    const result = calculate(input({ establishmentFee: DEFAULT_ESTABLISHMENT_FEE }));
    expect(result.comparisonRate).toBe(14.93);
    expect(result.comparisonRate!).toBeGreaterThan(12.94);
    // At 14.93% the repayments are worth $30,000 to within the 2-decimal rounding of the rate (about $6 per 0.005%).
    expect(presentValueAt(14.93, 12, closedForm(31_360.5, 12.94, 60, 12), 60)).toBeCloseTo(30_000, -1);
  });

  it("counts the balloon as a repayment: 11.18% for $35,000 at 9.5% over 4 years, $10,000 balloon and the fee", () => {
    // Principal 36,360.50: (36360.5 - 10000 (1 + r)^-48) r / (1 - (1 + r)^-48) = 741.4251 -> 741.43; total 741.43 x 48 + 10,000 = 45,588.64
    // Rate i with 741.4251 (1 - (1 + i)^-48) / i + 10000 (1 + i)^-48 = 35000: 12 i = 11.1767% -> 11.18
    expect(closedForm(36_360.5, 9.5, 48, 12, 10_000)).toBeCloseTo(741.4251, 4);
    const result = calculate(
      input({
        price: 40_000,
        deposit: 5000,
        balloon: 10_000,
        interestRate: 9.5,
        termYears: 4,
        establishmentFee: 1360.5,
      }),
    );
    expect(result).toMatchObject({ repayment: 741.43, totalPayable: 45_588.64, comparisonRate: 11.18 });
    expect(presentValueAt(11.1767, 12, 741.4251, 48, 10_000)).toBeCloseTo(35_000, 0);
  });

  it("annualises weekly and fortnightly rates with 52.18 and 26.09, so a fee-free 12.94% loan compares at 12.98%", () => {
    // No fee: the per-period rate is the loan's own, 0.1294/52 (or /26); reg 100 gives 52.18 x 0.1294/52 = 12.9848% -> 12.98.
    expect(calculate(input({ frequency: "weekly" })).comparisonRate).toBe(12.98);
    expect(calculate(input({ frequency: "fortnightly" })).comparisonRate).toBe(12.98);
  });

  it("is 14.99% weekly for $30,000 at 12.94% with the $1,360.50 fee", () => {
    // 31360.5 at 0.1294/52 over 260 weeks = 163.9605 a week; the weekly rate i with 163.9605 (1 - (1 + i)^-260) / i = 30000
    // gives 52.18 i = 14.9932% -> 14.99.
    expect(closedForm(31_360.5, 12.94, 260, 52)).toBeCloseTo(163.9605, 4);
    expect(presentValueAt(14.9932, 52.18, 163.9605, 260)).toBeCloseTo(30_000, 0);
    expect(calculate(input({ frequency: "weekly", establishmentFee: DEFAULT_ESTABLISHMENT_FEE }))).toMatchObject({
      repayment: 163.96,
      comparisonRate: 14.99,
    });
  });

  it("is null when nothing is financed (the deposit covers the price)", () => {
    const result = calculate(input({ deposit: 30_000 }));
    expect(result).toMatchObject({ repayment: 0, amountFinanced: 0, comparisonRate: null, totalPayable: 0 });
  });

  it("is null when only the fee would be financed, as no credit is advanced", () => {
    expect(calculate(input({ deposit: 30_000, establishmentFee: 1360.5 })).comparisonRate).toBeNull();
  });
});

describe("'Enquire for Finance'", () => {
  it("shows when the repayment is exactly $25", () => {
    // $1,500 at 0% over 60 months = 1500 / 60 = $25.00
    expect(calculate(input({ price: 1500, interestRate: 0 }))).toMatchObject({ repayment: 25, enquire: true });
  });
  it("shows when the repayment is below $25", () => {
    // $1,000 at 0.5% over 7 years monthly: r = 0.005/12; 1000 r / (1 - (1 + r)^-84) = 12.1168 -> 12.12
    expect(closedForm(1000, 0.5, 84, 12)).toBeCloseTo(12.1168, 4);
    expect(calculate(input({ price: 1000, interestRate: 0.5, termYears: 7 }))).toMatchObject({
      repayment: 12.12,
      enquire: true,
    });
  });
  it("does not show for a repayment just above $25", () => {
    // $1,501 at 0% over 60 months = 25.0167 -> $25.02
    expect(calculate(input({ price: 1501, interestRate: 0 }))).toMatchObject({ repayment: 25.02, enquire: false });
  });
});
