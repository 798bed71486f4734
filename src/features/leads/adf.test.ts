import { describe, expect, it } from "vitest";
import { create } from "xmlbuilder2";
import { leadAdf, splitName } from "./adf";
import type { LeadRecord } from "@/domain/lead-types";
import { sampleLead } from "./testing/sample-lead";

/** The shared sample with a three-part name and a second answer, which the ADF tests read back. */
function lead(overrides: Partial<LeadRecord> = {}): LeadRecord {
  const base = sampleLead();
  return sampleLead({
    customer: { ...base.customer, name: "Jane Mary Citizen" },
    answers: { ...base.answers, "Best time to call": "Morning" },
    ...overrides,
  });
}

/** The parsed document (xmlbuilder2's DOM; it decodes entities in text and attributes). */
function parse(xml: string): Document {
  return create(xml).node as unknown as Document;
}

function childElements(parent: Element): Element[] {
  return Array.from(parent.childNodes).filter((n): n is Element => n.nodeType === 1);
}

function child(parent: Element, name: string, attrs: Record<string, string> = {}): Element | undefined {
  return childElements(parent).find(
    (e) => e.nodeName === name && Object.entries(attrs).every(([k, v]) => e.getAttribute(k) === v),
  );
}

function text(parent: Element | undefined, name: string, attrs: Record<string, string> = {}): string | undefined {
  if (!parent) return undefined;
  const el = child(parent, name, attrs);
  return el ? (el.textContent ?? "") : undefined;
}

function prospect(xml: string): Element {
  const doc = parse(xml);
  expect(doc.documentElement.nodeName).toBe("adf");
  const p = child(doc.documentElement, "prospect");
  if (!p) throw new Error("no <prospect>");
  return p;
}

function vehicles(p: Element): Element[] {
  return childElements(p).filter((e) => e.nodeName === "vehicle");
}

describe("leadAdf", () => {
  it("starts with the XML declaration and the adf version 1.0 processing instruction before <adf>", () => {
    const xml = leadAdf(lead());
    expect(xml.startsWith('<?xml version="1.0"?>')).toBe(true);
    const doc = parse(xml);
    const first = doc.childNodes[0] as ProcessingInstruction;
    expect(first.nodeType).toBe(7);
    expect(first.nodeName).toBe("adf");
    expect(first.data).toBe('version="1.0"');
    expect(xml.indexOf('<?adf version="1.0"?>')).toBeLessThan(xml.indexOf("<adf>"));
  });

  it("is pretty-printed, one element per line", () => {
    expect(leadAdf(lead())).toContain("\n  <prospect");
  });

  it("gives the prospect the lead id and the request date in ISO 8601", () => {
    const p = prospect(leadAdf(lead()));
    expect(text(p, "id", { source: "Forecourt" })).toBe("4217");
    expect(text(p, "requestdate")).toBe("2025-03-14T02:30:00.000Z");
  });

  it("describes the vehicle being bought: year, make, model, trim, vin, stock, odometer in km, asking price in AUD", () => {
    const p = prospect(leadAdf(lead()));
    const v = child(p, "vehicle", { interest: "buy" });
    expect(v?.getAttribute("status")).toBe("used");
    expect(text(v, "year")).toBe("2021");
    expect(text(v, "make")).toBe("Toyota");
    expect(text(v, "model")).toBe("RAV4");
    expect(text(v, "trim")).toBe("GXL");
    expect(text(v, "vin")).toBe("JTMW1RFV00D012345");
    expect(text(v, "stock")).toBe("HTU10001");
    expect(text(v, "odometer", { status: "original", units: "km" })).toBe("45210");
    expect(text(v, "price", { type: "asking", currency: "AUD" })).toBe("38990");
  });

  it("marks a new car status new, and a used or demo car status used", () => {
    const base = lead().vehicle!;
    const status = (carType: "new" | "used" | "demo") =>
      child(prospect(leadAdf(lead({ vehicle: { ...base, carType } }))), "vehicle", { interest: "buy" })?.getAttribute(
        "status",
      );
    expect(status("new")).toBe("new");
    expect(status("used")).toBe("used");
    expect(status("demo")).toBe("used");
  });

  it("puts the trade-in as a second vehicle, interest trade-in, status used, after the bought vehicle", () => {
    const p = prospect(leadAdf(lead()));
    const [buy, trade] = vehicles(p);
    expect(buy?.getAttribute("interest")).toBe("buy");
    expect(trade?.getAttribute("interest")).toBe("trade-in");
    expect(trade?.getAttribute("status")).toBe("used");
    expect(text(trade, "year")).toBe("2015");
    expect(text(trade, "make")).toBe("Mazda");
    expect(text(trade, "model")).toBe("CX-5");
    expect(text(trade, "odometer", { units: "km" })).toBe("120000");
    expect(text(trade, "comments")).toBe("Registration: ABC12D (NSW)");
  });

  it("leaves out elements whose value is missing", () => {
    const base = lead();
    const xml = leadAdf(
      lead({
        vehicle: { ...base.vehicle!, badge: null, vin: null, stocknum: null, km: null },
        tradeIn: { year: null, make: "Holden", model: null, km: null, rego: null, regoState: null },
        customer: { name: "Jane", lastName: null, email: null, phone: "0412 000 678", postcode: null },
      }),
    );
    const p = prospect(xml);
    const [buy, trade] = vehicles(p);
    for (const name of ["trim", "vin", "stock", "odometer"]) expect(child(buy!, name)).toBeUndefined();
    expect(childElements(trade!).map((e) => e.nodeName)).toEqual(["make"]);
    const contact = child(child(p, "customer")!, "contact")!;
    expect(child(contact, "email")).toBeUndefined();
    expect(child(contact, "address")).toBeUndefined();
    expect(child(contact, "name", { part: "last" })).toBeUndefined();
  });

  it("omits the price when it is 0 or another placeholder of 10 or less", () => {
    const base = lead().vehicle!;
    for (const price of [0, 1, 10, null]) {
      const v = child(prospect(leadAdf(lead({ vehicle: { ...base, price } }))), "vehicle", { interest: "buy" })!;
      expect(child(v, "price")).toBeUndefined();
    }
    const v = child(prospect(leadAdf(lead({ vehicle: { ...base, price: 11 } }))), "vehicle", { interest: "buy" })!;
    expect(text(v, "price")).toBe("11");
  });

  it("has no vehicle of interest buy when the lead has no vehicle", () => {
    const p = prospect(leadAdf(lead({ vehicle: null })));
    expect(child(p, "vehicle", { interest: "buy" })).toBeUndefined();
    expect(vehicles(p).map((v) => v.getAttribute("interest"))).toEqual(["trade-in"]);
    expect(vehicles(prospect(leadAdf(lead({ vehicle: null, tradeIn: null }))))).toEqual([]);
  });

  it("gives the customer's first and last name, email, voice phone and postcode", () => {
    const contact = child(child(prospect(leadAdf(lead())), "customer")!, "contact")!;
    expect(text(contact, "name", { part: "first" })).toBe("Jane Mary");
    expect(text(contact, "name", { part: "last" })).toBe("Citizen");
    expect(text(contact, "email")).toBe("jane@example.com");
    expect(text(contact, "phone", { type: "voice" })).toBe("0412 000 678");
    expect(text(child(contact, "address"), "postalcode")).toBe("2000");
  });

  it("uses the given last name as is when the lead has one", () => {
    const xml = leadAdf(lead({ customer: { ...lead().customer, name: "Jane", lastName: "Van der Berg" } }));
    const contact = child(child(prospect(xml), "customer")!, "contact")!;
    expect(text(contact, "name", { part: "first" })).toBe("Jane");
    expect(text(contact, "name", { part: "last" })).toBe("Van der Berg");
  });

  it("puts category, subcategory, the answers as label: value lines and then the message into the customer comments", () => {
    const comments = text(child(prospect(leadAdf(lead())), "customer"), "comments");
    expect(comments).toBe(
      [
        "Category: General Enquiry",
        "Subcategory: Vehicle Enquiry",
        "Preferred contact method: Phone",
        "Best time to call: Morning",
        "",
        "Is this still available?",
      ].join("\n"),
    );
  });

  it("leaves the subcategory and message lines out when the lead has none", () => {
    const comments = text(
      child(prospect(leadAdf(lead({ subcategory: null, message: null, answers: {} }))), "customer"),
      "comments",
    );
    expect(comments).toBe("Category: General Enquiry");
  });

  it("names the vendor and gives the selling location's contact, phone and Australian address", () => {
    const vendor = child(prospect(leadAdf(lead())), "vendor")!;
    expect(text(vendor, "vendorname")).toBe("Harbour Toyota");
    const contact = child(vendor, "contact")!;
    expect(text(contact, "name", { part: "full" })).toBe("Harbour Toyota Sydney");
    expect(text(contact, "phone")).toBe("(02) 5550 0000");
    const address = child(contact, "address");
    expect(text(address, "street", { line: "1" })).toBe("1 Harbour St");
    expect(text(address, "city")).toBe("Sydney");
    expect(text(address, "regioncode")).toBe("NSW");
    expect(text(address, "postalcode")).toBe("2000");
    expect(text(address, "country")).toBe("AU");
  });

  it("falls back to the dealership name as vendor contact when the lead has no location", () => {
    const contact = child(child(prospect(leadAdf(lead({ location: null }))), "vendor")!, "contact")!;
    expect(text(contact, "name", { part: "full" })).toBe("Harbour Toyota");
    expect(child(contact, "address")).toBeUndefined();
  });

  it("names Forecourt as the provider with the site's service and url", () => {
    const provider = child(prospect(leadAdf(lead())), "provider")!;
    expect(text(provider, "name", { part: "full" })).toBe("Forecourt");
    expect(text(provider, "service")).toBe("Harbour Toyota website");
    expect(text(provider, "url")).toBe("https://harbour-toyota.example");
  });

  it("keeps markup and SQL in the message as escaped text that round-trips unchanged", () => {
    const message = "<script>alert(1)</script>\n'); DROP TABLE leads;--";
    const xml = leadAdf(lead({ message, answers: {} }));
    expect(xml).not.toContain("<script>");
    expect(xml).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const comments = text(child(prospect(xml), "customer"), "comments");
    expect(comments?.endsWith(message)).toBe(true);
  });

  it("escapes markup in every field, names and answers included, without adding elements", () => {
    const evil = 'Bob</name><name part="last">Hacker & "Co"';
    const xml = leadAdf(
      lead({
        customer: { ...lead().customer, name: evil, lastName: "O'Brien" },
        answers: { "<b>label</b>": "a & b" },
        siteName: "A&B Motors",
      }),
    );
    const p = prospect(xml);
    const contact = child(child(p, "customer")!, "contact")!;
    expect(childElements(contact).filter((e) => e.nodeName === "name")).toHaveLength(2);
    expect(text(contact, "name", { part: "first" })).toBe(evil);
    expect(text(contact, "name", { part: "last" })).toBe("O'Brien");
    expect(text(child(p, "customer"), "comments")).toContain("<b>label</b>: a & b");
    expect(text(child(p, "provider"), "service")).toBe("A&B Motors website");
  });

  it("drops characters XML 1.0 cannot carry, so the document always parses", () => {
    const xml = leadAdf(lead({ message: "bell\u0007 and nul\u0000 here", answers: {} }));
    expect(xml).not.toMatch(/[\u0000\u0007]/);
    const comments = text(child(prospect(xml), "customer"), "comments");
    expect(comments?.endsWith("bell and nul here")).toBe(true);
  });
});

describe("splitName", () => {
  it("takes the last word as the last name and the rest as the first name", () => {
    expect(splitName("Jane Mary Citizen", null)).toEqual({ first: "Jane Mary", last: "Citizen" });
    expect(splitName("  Jane   Citizen ", null)).toEqual({ first: "Jane", last: "Citizen" });
  });
  it("treats a single word as the first name only", () => {
    expect(splitName("Jane", null)).toEqual({ first: "Jane", last: null });
  });
  it("keeps the whole name as first name when a last name is given", () => {
    expect(splitName("Jane Mary", "Citizen")).toEqual({ first: "Jane Mary", last: "Citizen" });
  });
  it("gives no names for a blank name", () => {
    expect(splitName("  ", null)).toEqual({ first: null, last: null });
  });
});
