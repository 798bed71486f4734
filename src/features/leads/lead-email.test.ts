import { describe, expect, it } from "vitest";
import { create } from "xmlbuilder2";
import { leadAdf } from "./adf";
import { leadEmail } from "./lead-email";
import { sampleLead as lead } from "./testing/sample-lead";

function elements(doc: Document, name: string): Element[] {
  return Array.from(doc.getElementsByTagName(name));
}

describe("leadEmail subject", () => {
  it("names the category, the vehicle with its stock number and the site", () => {
    expect(leadEmail(lead()).subject).toBe("New General Enquiry: 2021 Toyota RAV4 GXL (HTU10001) — Harbour Toyota");
  });

  it("leaves the vehicle part out when the lead has no vehicle", () => {
    expect(leadEmail(lead({ vehicle: null, category: "Service Booking" })).subject).toBe(
      "New Service Booking — Harbour Toyota",
    );
  });

  it("leaves out a missing badge and stock number", () => {
    const vehicle = { ...lead().vehicle!, badge: null, stocknum: null };
    expect(leadEmail(lead({ vehicle })).subject).toBe("New General Enquiry: 2021 Toyota RAV4 — Harbour Toyota");
  });

  it("is a single line even when a value holds line breaks", () => {
    const subject = leadEmail(lead({ category: "General\r\nBcc: x@example.com" })).subject;
    expect(subject).not.toMatch(/[\r\n]/);
  });
});

describe("leadEmail Reply-To", () => {
  it("is the shopper's e-mail address, so that Reply reaches them", () => {
    expect(leadEmail(lead()).replyTo).toBe("jane@example.com");
  });

  it("is absent when the lead has no e-mail address, or one that is not an address", () => {
    const customer = lead().customer;
    expect(leadEmail(lead({ customer: { ...customer, email: null } })).replyTo).toBeUndefined();
    expect(leadEmail(lead({ customer: { ...customer, email: "  " } })).replyTo).toBeUndefined();
    expect(
      leadEmail(lead({ customer: { ...customer, email: "jane@example.com\r\nBcc: x@example.com" } })).replyTo,
    ).toBeUndefined();
  });
});

describe("leadEmail body", () => {
  it("lists the customer's details", () => {
    const { text } = leadEmail(lead());
    expect(text).toContain("Name: Jane Citizen");
    expect(text).toContain("Email: jane@example.com");
    expect(text).toContain("Phone: 0412 000 678");
    expect(text).toContain("Postcode: 2000");
  });

  it("describes the vehicle with stock number, VIN, price in dollars and odometer in km", () => {
    const { text } = leadEmail(lead());
    const lines = ["2021 Toyota RAV4 GXL", "Type: Used", "Stock number: HTU10001", "VIN: JTMW1RFV00D012345"];
    for (const line of [...lines, "Price: $38,990", "Odometer: 45,210 km"]) expect(text).toContain(line);
  });

  it("shows no price for a placeholder price of 10 or less", () => {
    const { text } = leadEmail(lead({ vehicle: { ...lead().vehicle!, price: 0 } }));
    expect(text).not.toContain("Price:");
  });

  it("describes the trade-in with its registration", () => {
    const { text } = leadEmail(lead());
    expect(text).toContain("Trade-in\n  2015 Mazda CX-5");
    expect(text).toContain("Odometer: 120,000 km");
    expect(text).toContain("Registration: ABC12D (NSW)");
  });

  it("has no vehicle or trade-in section when the lead has neither", () => {
    const { text } = leadEmail(lead({ vehicle: null, tradeIn: null }));
    expect(text).not.toMatch(/^Vehicle$/m);
    expect(text).not.toMatch(/^Trade-in$/m);
  });

  it("gives the category, subcategory, answers and message", () => {
    const { text } = leadEmail(lead());
    expect(text).toContain("Category: General Enquiry");
    expect(text).toContain("Subcategory: Vehicle Enquiry");
    expect(text).toContain("Preferred contact method: Phone");
    expect(text).toContain("Message\nIs this still available?");
  });

  it("ends with the page URL, opt-ins, source Website and the lead id", () => {
    const { text } = leadEmail(lead());
    expect(text).toContain("Page: https://harbour-toyota.example/used/2021-toyota-rav4-gxl-htu10001");
    expect(text).toContain("Opt-ins: marketing yes, finance no, trade-in yes");
    expect(text).toContain("Source: Website");
    expect(text).toContain("Lead ID: 4217");
  });

  it("is plain text: markup in the message is passed through as characters, never as HTML", () => {
    const message = "<script>alert(1)</script> '); DROP TABLE leads;--";
    const email = leadEmail(lead({ message }));
    expect(email.text).toContain(message);
    expect(email).not.toHaveProperty("html");
  });
});

describe("leadEmail attachment", () => {
  it("attaches exactly one ADF file named lead-{id}.adf.xml as application/xml holding leadAdf(lead)", () => {
    const l = lead();
    const { attachments } = leadEmail(l);
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toEqual({
      filename: "lead-4217.adf.xml",
      contentType: "application/xml",
      content: leadAdf(l),
    });
  });

  it("parses back to the lead: request date, bought vehicle, trade-in, customer, comments, vendor and provider", () => {
    const xml = leadEmail(lead()).attachments[0]!.content;
    const doc = create(xml).node as unknown as Document;
    expect(doc.documentElement.nodeName).toBe("adf");
    expect(elements(doc, "requestdate")[0]?.textContent).toBe("2025-03-14T02:30:00.000Z");

    const [buy, trade] = elements(doc, "vehicle");
    expect(buy?.getAttribute("interest")).toBe("buy");
    expect(buy?.getAttribute("status")).toBe("used");
    expect(buy?.getElementsByTagName("stock")[0]?.textContent).toBe("HTU10001");
    const price = buy?.getElementsByTagName("price")[0];
    expect(price?.textContent).toBe("38990");
    expect(price?.getAttribute("currency")).toBe("AUD");
    expect(buy?.getElementsByTagName("odometer")[0]?.getAttribute("units")).toBe("km");
    expect(trade?.getAttribute("interest")).toBe("trade-in");
    expect(trade?.getElementsByTagName("make")[0]?.textContent).toBe("Mazda");

    const names = elements(doc, "name").map((n) => [n.getAttribute("part"), n.textContent]);
    expect(names).toEqual([
      ["first", "Jane"],
      ["last", "Citizen"],
      ["full", "Harbour Toyota Sydney"],
      ["full", "Forecourt"],
    ]);
    expect(elements(doc, "email")[0]?.textContent).toBe("jane@example.com");
    expect(elements(doc, "comments").at(-1)?.textContent).toContain("Category: General Enquiry");
    expect(elements(doc, "vendorname")[0]?.textContent).toBe("Harbour Toyota");
    expect(elements(doc, "country")[0]?.textContent).toBe("AU");
  });

  it("carries script tags and SQL in the message as escaped text that round-trips unchanged", () => {
    const message = "<script>alert(1)</script>\n'); DROP TABLE leads;--";
    const xml = leadEmail(lead({ message })).attachments[0]!.content;
    expect(xml).not.toContain("<script>");
    const doc = create(xml).node as unknown as Document;
    expect(elements(doc, "script")).toHaveLength(0);
    const comments = elements(doc, "customer")[0]?.getElementsByTagName("comments")[0]?.textContent;
    expect(comments?.endsWith(message)).toBe(true);
  });
});
