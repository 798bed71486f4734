import { describe, expect, it } from "vitest";
import { amountToCents, centsLabel, parsePaymentForm } from "./payment-form";

const site = { maxAmountCents: 2_000_000, referenceKinds: ["service-invoice", "parts-order"] as const };
const good = {
  idempotency_key: "k".repeat(24),
  reference_kind: "service-invoice",
  reference: "INV-20431",
  amount: "$1,234.50",
  name: "Jo Citizen",
  email: "jo@example.com",
  note: "",
};

describe("online payment amount", () => {
  it("reads dollars and cents as whole cents", () => {
    expect(amountToCents("1234")).toBe(123_400);
    expect(amountToCents("$1,234.5")).toBe(123_450);
    expect(amountToCents(" 0.99 ")).toBe(99);
    expect(centsLabel(123_450)).toBe("$1,234.50");
  });

  it("refuses anything that is not an amount: three decimals, a minus, letters, exponents, empty", () => {
    for (const bad of ["1.234", "-5", "abc", "1e5", "", "12.", ".5", "NaN", "Infinity", "1 000"])
      expect(amountToCents(bad)).toBeNull();
  });
});

describe("online payment form validation", () => {
  it("accepts a payment against a service invoice and keeps the amount in cents", () => {
    const parsed = parsePaymentForm(good, site);
    expect(parsed).toMatchObject({ ok: true, value: { amountCents: 123_450, reference: "INV-20431", note: null } });
  });

  it("takes at least 50 cents and at most the site's maximum, naming the amount field", () => {
    for (const amount of ["0", "0.49", "20000.01", "99999999"]) {
      const parsed = parsePaymentForm({ ...good, amount }, site);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok)
        expect(parsed.errors.amount).toBe("Amount: enter an amount from $0.50 to $20,000.00, in dollars and cents");
    }
    expect(parsePaymentForm({ ...good, amount: "20000" }, site).ok).toBe(true);
    expect(parsePaymentForm({ ...good, amount: "0.50" }, site).ok).toBe(true);
  });

  it("wants a reference of 3 to 30 plain characters, naming the reference field", () => {
    for (const reference of ["", "AB", "x".repeat(31), "INV<script>", "-INV1", "INV 1;DROP"]) {
      const parsed = parsePaymentForm({ ...good, reference }, site);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.errors.reference).toMatch(/^Reference: /);
    }
    expect(parsePaymentForm({ ...good, reference: "PO 2026/114#3" }, site).ok).toBe(true);
  });

  it("offers only the site's kinds of payment", () => {
    const parsed = parsePaymentForm({ ...good, reference_kind: "other" }, site);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.reference_kind).toBe("Payment for: please choose what you are paying");
  });

  it("names each missing field, and says an expired form (no idempotency key) must be reloaded", () => {
    const parsed = parsePaymentForm({}, site);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.name).toBe("Name: please enter your name");
    expect(parsed.errors.email).toBe("Please enter a valid e-mail address");
    expect(parsed.errors.amount).toMatch(/^Amount: /);
    expect(parsed.errors.idempotency_key).toBe("This form has expired. Please reload the page.");
  });

  it("caps the note at 300 characters", () => {
    expect(parsePaymentForm({ ...good, note: "x".repeat(300) }, site).ok).toBe(true);
    const parsed = parsePaymentForm({ ...good, note: "x".repeat(301) }, site);
    expect(parsed.ok ? null : parsed.errors.note).toBe("Note: at most 300 characters");
  });
});
