import { describe, expect, it } from "vitest";
import { fieldErrors } from "@/features/leads";
import { answersSchema, lookupSchema, pickSchema } from "./trade-in-steps";

const errors = (r: { success: boolean; error?: unknown }) =>
  r.success ? {} : fieldErrors(r.error as Parameters<typeof fieldErrors>[0]);
const good = {
  kms: "48,000",
  body: "good",
  interior: "excellent",
  tyres: "worn",
  windscreen: "chipped",
  accidentDamage: "no",
  serviceHistory: "partial",
  financeOwing: "yes",
  modifications: "no",
  keys: "1",
};

describe("the trade-in steps' fields", () => {
  it("rego lookup: a plate of 2-9 letters and digits (spaces and hyphens dropped) and a state or territory", () => {
    expect(lookupSchema.parse({ rego: " 1ab-c 23 ", regoState: "WA" })).toEqual({ rego: "1ABC23", regoState: "WA" });
    expect(errors(lookupSchema.safeParse({ rego: "A", regoState: "WA" }))).toHaveProperty("rego");
    expect(errors(lookupSchema.safeParse({ rego: "ABC!23", regoState: "WA" }))).toHaveProperty("rego");
    expect(errors(lookupSchema.safeParse({ rego: "ABC123", regoState: "wa" }))).toEqual({
      regoState: "Please choose the state the car is registered in",
    });
  });
  it("pick lists: year from the list and a make are needed; model and badge come after", () => {
    const pick = pickSchema(2026);
    expect(pick.parse({ year: "2021", make: "Toyota" })).toEqual({ year: 2021, make: "Toyota" });
    expect(errors(pick.safeParse({ year: "1979", make: "Toyota" }))).toEqual({
      year: "Please choose the year from the list",
    });
    expect(errors(pick.safeParse({ year: "2028", make: "Toyota" }))).toHaveProperty("year");
    expect(errors(pick.safeParse({ year: "2021", make: " " }))).toEqual({ make: "Please choose the make" });
  });
  it("answers: kilometres as a whole number and every condition question from its own options", () => {
    expect(answersSchema.parse(good)).toMatchObject({ kms: 48_000, tyres: "worn", keys: "1" });
    expect(errors(answersSchema.safeParse({ ...good, kms: "lots" }))).toEqual({
      kms: "Please enter the kilometres on the odometer",
    });
    expect(errors(answersSchema.safeParse({ ...good, kms: "48000.5" }))).toEqual({
      kms: "Please enter the kilometres as a whole number",
    });
    expect(errors(answersSchema.safeParse({ ...good, body: "mint" }))).toEqual({
      body: "Please answer: Condition of the body and paint",
    });
    const { keys: _keys, ...noKeys } = good;
    expect(errors(answersSchema.safeParse(noKeys))).toEqual({ keys: "Please answer: Number of keys" });
  });
});
