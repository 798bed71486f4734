import { z } from "zod";
import { CAR_TYPE_LABELS } from "@/domain/vehicle-kinds";
import { leadAdf, splitName } from "./adf";
import type { LeadRecord, LeadTradeIn, LeadVehicle } from "@/domain/lead-types";
import { isRealPrice } from "@/features/vehicle";

/**
 * The e-mail that delivers a lead to the dealer: a plain-text body a person can read, and the same lead
 * as an ADF 1.0 XML attachment for the dealer's CRM. Plain text only, so nothing in the lead can become markup.
 */
export interface LeadEmail {
  subject: string;
  /** The shopper's address, so that 'Reply' in the dealer's mail program answers them (absent without one). */
  replyTo?: string;
  text: string;
  attachments: { filename: string; content: string; contentType: string }[];
}

const money = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });
const count = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });

/** One line of header text: no line breaks or control characters, collapsed spaces. */
function oneLine(value: string): string {
  return value
    .replace(/[\u0000-\u001F\u007F\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function given(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && value.trim() !== "";
}

function words(...parts: (string | number | null | undefined)[]): string {
  return parts
    .filter((p) => p !== null && p !== undefined && String(p).trim() !== "")
    .map(String)
    .join(" ");
}

/** "2021 Toyota RAV4 GXL" */
function vehicleTitle(v: LeadVehicle): string {
  return oneLine(words(v.year, v.make, v.model, v.badge));
}

/** "New General Enquiry: 2021 Toyota RAV4 GXL (HTU10001) — Harbour Toyota" */
function leadSubject(lead: LeadRecord): string {
  const v = lead.vehicle;
  const vehicle = v ? `: ${vehicleTitle(v)}${given(v.stocknum) ? ` (${oneLine(v.stocknum)})` : ""}` : "";
  // A trade-in reaches the dealer at each milestone: the subject says which one this is.
  const stage = lead.category === "Trade-In" && given(lead.subcategory) ? ` (${lead.subcategory})` : "";
  return oneLine(`New ${lead.category}${stage}${vehicle} — ${lead.siteName}`);
}

function field(label: string, value: string | null | undefined): string[] {
  return given(value) ? [`  ${label}: ${value.trim()}`] : [];
}

function vehicleSection(v: LeadVehicle): string[] {
  return [
    "Vehicle",
    `  ${vehicleTitle(v)}`,
    ...field("Type", CAR_TYPE_LABELS[v.carType]),
    ...field("Stock number", v.stocknum),
    ...field("VIN", v.vin),
    ...field("Price", isRealPrice(v.price) ? money.format(v.price) : null),
    ...field("Odometer", v.km !== null ? `${count.format(v.km)} km` : null),
    ...field("Status", v.status),
  ];
}

function tradeInSection(t: LeadTradeIn): string[] {
  const title = words(t.year, t.make, t.model);
  const rego = given(t.rego) ? words(t.rego.trim(), given(t.regoState) ? `(${t.regoState.trim()})` : null) : null;
  return [
    "Trade-in",
    ...(title ? [`  ${title}`] : []),
    ...field("Badge", t.badge),
    ...field("Body", t.body),
    ...field("Colour", t.colour),
    ...field("VIN", t.vin),
    ...field("Odometer", t.km !== null ? `${count.format(t.km)} km` : null),
    ...field("Registration", rego),
    ...field("Registration expires", t.regoExpiry),
    ...field("Instant offer", t.offer ? `${money.format(t.offer.price)}, valid until ${t.offer.expiresAt}` : null),
  ];
}

const yesNo = (b: boolean) => (b ? "yes" : "no");

/** The readable plain-text body. */
function leadText(lead: LeadRecord): string {
  const { first, last } = splitName(lead.customer.name, lead.customer.lastName);
  const sections: string[][] = [
    [`New ${lead.category} from the ${lead.siteName} website.`],
    [
      "Customer",
      ...field("Name", words(first, last)),
      ...field("Email", lead.customer.email),
      ...field("Phone", lead.customer.phone),
      ...field("Postcode", lead.customer.postcode),
    ],
  ];
  if (lead.vehicle) sections.push(vehicleSection(lead.vehicle));
  if (lead.tradeIn) sections.push(tradeInSection(lead.tradeIn));
  sections.push([
    "Enquiry",
    ...field("Category", lead.category),
    ...field("Subcategory", lead.subcategory),
    ...Object.entries(lead.answers).flatMap(([label, value]) => field(label, value)),
    ...Object.entries(lead.adjustmentAnswers ?? {}).flatMap(([label, value]) => field(label, value)),
    ...field("Location", lead.location?.name),
  ]);
  if (given(lead.message)) sections.push(["Message", lead.message.trim()]);
  sections.push([
    `Page: ${lead.url}`,
    `Opt-ins: marketing ${yesNo(lead.optIn)}, finance ${yesNo(lead.optInFinance)}, trade-in ${yesNo(lead.optInTrade)}`,
    `Source: ${lead.source}`,
    `Received: ${lead.createdAt.toISOString()}`,
    `Lead ID: ${lead.id}`,
  ]);
  sections.push(["The lead is attached in ADF format for your CRM."]);
  return sections.map((lines) => lines.join("\n")).join("\n\n") + "\n";
}

const shopperAddress = z.email();

/**
 * Reply-To is the shopper's e-mail address when the lead has a valid one. The forms validate it already;
 * checking again here keeps anything else (a stored snapshot, a line break) out of a mail header.
 */
function replyTo(lead: LeadRecord): string | undefined {
  const email = lead.customer.email?.trim();
  return email && shopperAddress.safeParse(email).success ? email : undefined;
}

/** The e-mail for `lead`: subject, Reply-To the shopper, plain-text body and the ADF XML attachment `lead-{id}.adf.xml`. */
export function leadEmail(lead: LeadRecord): LeadEmail {
  const reply = replyTo(lead);
  return {
    subject: leadSubject(lead),
    ...(reply ? { replyTo: reply } : {}),
    text: leadText(lead),
    attachments: [{ filename: `lead-${lead.id}.adf.xml`, content: leadAdf(lead), contentType: "application/xml" }],
  };
}
