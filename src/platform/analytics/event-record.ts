import { ascEventName, type AscEventName } from "./event-vocabulary";

/**
 * One analytics event as it is stored. Events hold no personal data and no IP address: no column is meant for it
 * (site, kind, ids of the lead and the car, a few parameters, the time), and the parameters are limited to the
 * names below, each about the car, the form or the page, never the shopper. A value that still looks like an e-mail
 * address, a phone number or an IP address (a search typed as one, say) is dropped rather than stored: the figures
 * need the count, not the words.
 */
export interface EventRecord {
  siteId: number;
  eventId: number;
  name: string;
  ascEvent: AscEventName | null;
  leadId: number | null;
  vehicleId: number | null;
  params: Record<string, string | number | null>;
}

/** The parameters an event may carry: what the form, page or car was, never who the shopper is. */
const EVENT_PARAMS = new Set([
  "category",
  "subcategory",
  "form",
  "vehicleStatus",
  "vehicleMake",
  "vehicleModel",
  "vehicleYear",
  "vehicleKilometers",
  "reservation_id",
  "online_payment_id",
  "amount_cents",
  "car_id",
  "campaign",
  "prize",
  "path",
  "results",
]);

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/**
 * Nine or more digits in a row, spaced or bracketed as people write phone numbers (0400 000 123, (08) 5550 1234,
 * +61 400 000 123): a phone number, never a year, price, kilometre reading or a "10000-50000" range.
 */
const PHONE = /(?:\+?\d[\s()]*){9,}/;
const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}\b/;
const IPV6 = /\b[0-9a-f]{1,4}(?::[0-9a-f]{0,4}){2,7}\b/i;

/** Whether a value looks like a shopper's e-mail address, phone number or IP address. */
export function looksPersonal(value: string): boolean {
  return EMAIL.test(value) || PHONE.test(value) || IPV4.test(value) || IPV6.test(value);
}

function safeParams(params: Record<string, string | number | null>): Record<string, string | number | null> {
  const kept: Record<string, string | number | null> = {};
  for (const [key, value] of Object.entries(params)) {
    if (!EVENT_PARAMS.has(key)) continue;
    if (typeof value === "string" && looksPersonal(decodeLoosely(value))) continue;
    kept[key] = typeof value === "string" ? value.slice(0, 300) : value;
  }
  return kept;
}

/** A path's query is percent-encoded: an e-mail typed into the search box arrives as "jo%40mail.example". */
function decodeLoosely(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, " "));
  } catch {
    return value;
  }
}

/** The row to store for an event of one of our kinds, named in the ASC vocabulary, with only the allowed parameters. */
export function eventRecord(input: {
  siteId: number;
  eventId: number;
  kind: string;
  leadId?: number | null;
  vehicleId?: number | null;
  params?: Record<string, string | number | null>;
}): EventRecord {
  return {
    siteId: input.siteId,
    eventId: input.eventId,
    name: input.kind,
    ascEvent: ascEventName(input.kind),
    leadId: input.leadId ?? null,
    vehicleId: input.vehicleId ?? null,
    params: safeParams(input.params ?? {}),
  };
}
