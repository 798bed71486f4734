import { create } from "xmlbuilder2";
import type { LeadRecord, LeadTradeIn, LeadVehicle } from "@/domain/lead-types";
import { isRealPrice } from "@/features/vehicle";

/**
 * ADF 1.0 (Auto-lead Data Format) document for a lead: the XML attachment dealer CRMs read.
 *
 *   <?xml version="1.0"?>
 *   <?adf version="1.0"?>
 *   <adf><prospect> id, requestdate, vehicle (buy), vehicle (trade-in), customer, vendor, provider </prospect></adf>
 *
 * Built with xmlbuilder2 only, so every value is escaped as a text node or attribute. Elements whose
 * value is missing are left out; a price of 10 or less is a placeholder ("POA", "$1") and is omitted.
 */

type Builder = ReturnType<typeof create>;

/** Characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF). */
const XML_INVALID = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function clean(value: string): string {
  return value.replace(XML_INVALID, "").trim();
}

function present(value: string | number | null | undefined): value is string | number {
  if (value === null || value === undefined) return false;
  if (typeof value === "number") return Number.isFinite(value);
  return clean(value) !== "";
}

/** Adds `<name attrs>value</name>` under `parent` when the value is present. */
function addText(
  parent: Builder,
  name: string,
  value: string | number | null | undefined,
  attrs?: Record<string, string>,
): void {
  if (!present(value)) return;
  parent.ele(name, attrs).txt(typeof value === "number" ? String(value) : clean(value));
}

/** First and last name: `lastName` when given, otherwise the last word of `name` (a single word is first only). */
export function splitName(name: string, lastName: string | null): { first: string | null; last: string | null } {
  const full = clean(name).replace(/\s+/g, " ");
  if (lastName !== null && clean(lastName) !== "") return { first: full || null, last: clean(lastName) };
  if (full === "") return { first: null, last: null };
  const at = full.lastIndexOf(" ");
  if (at < 0) return { first: full, last: null };
  return { first: full.slice(0, at), last: full.slice(at + 1) };
}

/** ADF vehicle status is new or used; demonstrators are registered cars, so they go as used. */
function adfStatus(carType: LeadVehicle["carType"]): "new" | "used" {
  return carType === "new" ? "new" : "used";
}

type VehicleIdentity = Pick<LeadVehicle | LeadTradeIn, "year" | "make" | "model" | "vin">;

/** A `<vehicle>` (bought or traded in) opens with what identifies the car, in ADF's order. */
function addVehicleElement(prospect: Builder, attrs: Record<string, string>, v: VehicleIdentity): Builder {
  const vehicle = prospect.ele("vehicle", attrs);
  addText(vehicle, "year", v.year);
  addText(vehicle, "make", v.make);
  addText(vehicle, "model", v.model);
  addText(vehicle, "vin", v.vin);
  return vehicle;
}

/** The odometer as read, in whole kilometres. */
function addOdometer(vehicle: Builder, km: number | null | undefined): void {
  if (present(km)) addText(vehicle, "odometer", Math.round(km), { status: "original", units: "km" });
}

function addVehicle(prospect: Builder, v: LeadVehicle): void {
  const vehicle = addVehicleElement(prospect, { interest: "buy", status: adfStatus(v.carType) }, v);
  addText(vehicle, "stock", v.stocknum);
  addText(vehicle, "trim", v.badge);
  addOdometer(vehicle, v.km);
  if (isRealPrice(v.price)) addText(vehicle, "price", v.price, { type: "asking", currency: "AUD" });
}

function addTradeIn(prospect: Builder, t: LeadTradeIn): void {
  const vehicle = addVehicleElement(prospect, { interest: "trade-in", status: "used" }, t);
  addText(vehicle, "trim", t.badge);
  addText(vehicle, "bodystyle", t.body);
  addOdometer(vehicle, t.km);
  addText(vehicle, "condition", t.condition);
  if (present(t.colour)) addText(vehicle.ele("colorcombination"), "exteriorcolor", t.colour);
  // ADF's appraisal price: what the dealer offered for the car, subject to inspection.
  if (t.offer) addText(vehicle, "price", t.offer.price, { type: "appraisal", currency: "AUD" });
  const notes: string[] = [];
  if (present(t.rego))
    notes.push(`Registration: ${clean(t.rego)}${present(t.regoState) ? ` (${clean(t.regoState)})` : ""}`);
  if (present(t.regoExpiry)) notes.push(`Registration expires: ${clean(t.regoExpiry)}`);
  if (t.offer) notes.push(`Instant offer valid until ${clean(t.offer.expiresAt)}, subject to inspection`);
  if (notes.length) addText(vehicle, "comments", notes.join("; "));
}

/** The customer's comments: category, subcategory, the extra answers as "label: value", then the message. */
function leadComments(lead: LeadRecord): string {
  const lines: string[] = [`Category: ${clean(lead.category)}`];
  if (present(lead.subcategory)) lines.push(`Subcategory: ${clean(lead.subcategory)}`);
  for (const [label, value] of [...Object.entries(lead.answers), ...Object.entries(lead.adjustmentAnswers ?? {})]) {
    if (present(value)) lines.push(`${clean(label)}: ${clean(value)}`);
  }
  if (present(lead.message)) lines.push("", clean(lead.message));
  return lines.join("\n");
}

function addCustomer(prospect: Builder, lead: LeadRecord): void {
  const customer = prospect.ele("customer");
  const contact = customer.ele("contact");
  const { first, last } = splitName(lead.customer.name, lead.customer.lastName);
  addText(contact, "name", first, { part: "first" });
  addText(contact, "name", last, { part: "last" });
  addText(contact, "email", lead.customer.email);
  addText(contact, "phone", lead.customer.phone, { type: "voice" });
  if (present(lead.customer.postcode)) addText(contact.ele("address"), "postalcode", lead.customer.postcode);
  addText(customer, "comments", leadComments(lead));
}

function addVendor(prospect: Builder, lead: LeadRecord): void {
  const vendor = prospect.ele("vendor");
  addText(vendor, "vendorname", lead.dealership.name);
  // The DTD requires a vendor contact: the selling location, or the dealership when there is none.
  const location = lead.location;
  const contact = vendor.ele("contact");
  addText(contact, "name", location?.name ?? lead.dealership.name, { part: "full" });
  if (!location) return;
  addText(contact, "phone", location.phone, { type: "voice" });
  const address = contact.ele("address");
  addText(address, "street", location.street, { line: "1" });
  addText(address, "city", location.city);
  addText(address, "regioncode", location.state);
  addText(address, "postalcode", location.postcode);
  address.ele("country").txt("AU");
}

function addProvider(prospect: Builder, lead: LeadRecord): void {
  const provider = prospect.ele("provider");
  provider.ele("name", { part: "full" }).txt("Forecourt");
  addText(provider, "service", `${clean(lead.siteName)} website`);
  addText(provider, "url", lead.siteUrl);
}

/** The ADF 1.0 XML document for `lead`, pretty-printed. */
export function leadAdf(lead: LeadRecord): string {
  const doc = create({ version: "1.0" }).ins("adf", 'version="1.0"');
  const prospect = doc.ele("adf").ele("prospect", { status: "new" });
  prospect.ele("id", { sequence: "1", source: "Forecourt" }).txt(String(lead.id));
  prospect.ele("requestdate").txt(lead.createdAt.toISOString());
  if (lead.vehicle) addVehicle(prospect, lead.vehicle);
  if (lead.tradeIn) addTradeIn(prospect, lead.tradeIn);
  addCustomer(prospect, lead);
  addVendor(prospect, lead);
  addProvider(prospect, lead);
  return doc.end({ prettyPrint: true });
}
