import { describe, expect, it } from "vitest";
import { acknowledgementFor, fillPlaceholders, internationalMobile } from "./acknowledgement";

const lead = {
  customer: { name: "Jane Citizen", email: "jane@example.com", phone: "0400 000 123" },
  dealerName: "Harbour Toyota Fremantle",
  siteName: "Harbour Toyota",
  category: "Test Drive",
};

describe("fillPlaceholders: the site's text with the lead's words put in", () => {
  it("fills every known placeholder", () => {
    expect(
      fillPlaceholders("Hi {firstName}, {dealerName} has your {category}. {siteName}", {
        firstName: "Jane",
        dealerName: "D",
        category: "Test Drive",
        siteName: "S",
      }),
    ).toBe("Hi Jane, D has your Test Drive. S");
  });
  it("leaves out an unknown placeholder and a missing value, without a stray space before punctuation", () => {
    expect(fillPlaceholders("Hi {firstName}, {password}thanks!", { firstName: null })).toBe("Hi, thanks!");
  });
  it("never fills a value's own braces (one pass)", () => {
    expect(fillPlaceholders("Hi {firstName}", { firstName: "{dealerName}", dealerName: "D" })).toBe("Hi {dealerName}");
  });
});

describe("acknowledgementFor: the acknowledgement a stored lead sends", () => {
  it("none when the site has none (off by default)", () => {
    expect(acknowledgementFor(null, lead)).toBeNull();
    expect(acknowledgementFor(undefined, lead)).toBeNull();
  });
  it("an e-mail to the shopper's address, with the first name only", () => {
    expect(
      acknowledgementFor({ channel: "email", subject: "Thanks, {firstName}", text: "{dealerName} will call." }, lead),
    ).toEqual({
      channel: "email",
      to: "jane@example.com",
      subject: "Thanks, Jane",
      text: "Harbour Toyota Fremantle will call.",
    });
  });
  it("an SMS to the shopper's mobile in international form; none without a mobile or an e-mail", () => {
    const sms = { channel: "sms" as const, subject: "-", text: "Thanks {firstName}" };
    expect(acknowledgementFor(sms, lead)).toEqual({ channel: "sms", to: "+61400000123", text: "Thanks Jane" });
    expect(acknowledgementFor(sms, { ...lead, customer: { ...lead.customer, phone: "(08) 5550 1201" } })).toBeNull();
    const email = { channel: "email" as const, subject: "s", text: "t" };
    expect(acknowledgementFor(email, { ...lead, customer: { ...lead.customer, email: null } })).toBeNull();
  });
  it("internationalMobile takes Australian mobiles only", () => {
    expect(internationalMobile("0400-000-123")).toBe("+61400000123");
    expect(internationalMobile("+61 400 000 123")).toBe("+61400000123");
    expect(internationalMobile("(08) 5550 1201")).toBeNull();
    expect(internationalMobile(null)).toBeNull();
  });
});
