import { describe, expect, it } from "vitest";
import { parseSpinForm, SPIN_MESSAGES } from "./spin-form";

describe("the spin form", () => {
  it("takes a name, an optional e-mail and the accepted terms", () => {
    expect(parseSpinForm({ name: " Jo Citizen ", email: "", terms: "yes" })).toEqual({
      ok: true,
      value: { name: "Jo Citizen", email: null },
    });
    expect(parseSpinForm({ name: "Jo", email: "jo@example.com", terms: "yes" })).toEqual({
      ok: true,
      value: { name: "Jo", email: "jo@example.com" },
    });
  });

  it("names each field that is wrong, with its message", () => {
    expect(parseSpinForm({ name: "  ", email: "not-an-email" })).toEqual({
      ok: false,
      errors: { name: SPIN_MESSAGES.name, email: SPIN_MESSAGES.email, terms: SPIN_MESSAGES.terms },
    });
  });

  it("refuses the spin without the terms agreed", () => {
    const result = parseSpinForm({ name: "Jo", terms: "no" });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({ terms: SPIN_MESSAGES.terms });
  });

  it("refuses a name too long to hand a prize to", () => {
    const result = parseSpinForm({ name: "x".repeat(101), terms: "yes" });
    expect(!result.ok && result.errors.name).toMatch(/100 characters/);
  });
});
