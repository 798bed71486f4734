import { describe, expect, it } from "vitest";
import { parseQuestionnaire } from "./questionnaire";

const car = { price: 35_000, bounds: { min: 5_000, max: 250_000 } };
const good = {
  name: "Jo Citizen",
  email: "",
  employment: "full-time",
  income: "$120,000",
  expenses: "3000",
  dependants: "1",
  credit_history: "good",
  deposit: "5,000",
  term: "5",
};

describe("personalised finance questionnaire", () => {
  it("reads every answer, with dollars typed with '$' and commas", () => {
    const parsed = parseQuestionnaire(good, car);
    expect(parsed).toMatchObject({
      ok: true,
      price: 35_000,
      answers: { income: 120_000, expenses: 3_000, dependants: 1, deposit: 5_000, termYears: 5, email: undefined },
    });
  });

  it("names each field in its message when nothing is answered", () => {
    const parsed = parseQuestionnaire({}, car);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toMatchObject({
      name: "Name: please enter your name",
      employment: "Employment: please choose how you are employed",
      income: "Yearly income before tax: please enter an amount",
      expenses: "Regular monthly expenses: please enter an amount",
      dependants: "Dependants: please enter a number from 0 to 20",
      credit_history: "Credit history: please choose the one that describes yours",
      term: "Term: please choose 1 to 7 years",
    });
    expect(parsed.errors.deposit).toBeUndefined(); // no deposit is a deposit of $0
  });

  it("refuses out-of-range and non-numeric answers with the field's own message", () => {
    const bad = (field: string, value: string) => {
      const parsed = parseQuestionnaire({ ...good, [field]: value }, car);
      return parsed.ok ? null : parsed.errors[field];
    };
    expect(bad("income", "-5")).toMatch(/^Yearly income before tax: enter a whole dollar amount/);
    expect(bad("income", "5000001")).toMatch(/^Yearly income before tax: /);
    expect(bad("expenses", "12.5")).toMatch(/^Regular monthly expenses: /);
    expect(bad("dependants", "21")).toBe("Dependants: please enter a number from 0 to 20");
    expect(bad("dependants", "1e1")).toBe("Dependants: please enter a number from 0 to 20");
    expect(bad("term", "8")).toBe("Term: please choose 1 to 7 years");
    expect(bad("employment", "astronaut")).toBe("Employment: please choose how you are employed");
    expect(bad("email", "not-an-email")).toBe("E-mail: please enter a valid e-mail address, or leave it empty");
  });

  it("wants a deposit below the purchase price, so something is financed", () => {
    const parsed = parseQuestionnaire({ ...good, deposit: "35000" }, car);
    expect(parsed.ok ? null : parsed.errors.deposit).toBe("Deposit: must be less than the purchase price");
  });

  it("without a car, asks for the purchase price within the site's calculator bounds", () => {
    const noCar = { price: null, bounds: car.bounds };
    expect(parseQuestionnaire({ ...good, price: "30000" }, noCar)).toMatchObject({ ok: true, price: 30_000 });
    for (const price of ["", "4999", "250001", "abc"]) {
      const parsed = parseQuestionnaire({ ...good, price }, noCar);
      expect(parsed.ok ? null : parsed.errors.price).toBe("Purchase price: enter an amount from $5,000 to $250,000");
    }
  });
});
