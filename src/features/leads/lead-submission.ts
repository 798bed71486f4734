import type { LeadRecord } from "@/domain/lead-types";
/**
 * What a submitted form may be, before any rule looks at its fields: bounded in size and count,
 * text only. A body outside these limits is refused whole with a clear message.
 */
export const LIMITS = {
  fields: 60,
  fieldChars: 10_000,
  totalChars: 40_000,
  visitedPages: 20,
  pathChars: 300,
  queryParams: 20,
} as const;
export const TOO_LARGE = "The form is too large to send. Please shorten your message.";

/** Fields that steer the submission and are not the shopper's answers. */
const CONTROL_FIELDS = new Set([
  "form",
  "step",
  "js",
  "pow_token",
  "pow_nonce",
  "website_url",
  "page_url",
  "visited_pages",
  "linked_query_params",
]);
/**
 * The spec's car-context defaults travel with the form, but the
 * server trusts only car_id and reads the rest from its own stock, so they are dropped here.
 */
const CAR_CONTEXT_FIELDS = new Set([
  "manufacturer_slug",
  "stock_number",
  "Vehicle Make",
  "Vehicle Model",
  "car_type",
  "vehicle_status",
]);

/** Half of a UTF-16 pair on its own: not text, and PostgreSQL's JSON refuses it. */

export type ReadFields =
  | { ok: true; fields: Record<string, string>; control: Record<string, string> }
  | { ok: false; code: "too_large" | "not_text"; message: string; field?: string };

export function readFormFields(entries: Iterable<[string, unknown]>): ReadFields {
  const fields: Record<string, string> = Object.create(null);
  const control: Record<string, string> = Object.create(null);
  let count = 0;
  let total = 0;
  for (const [key, value] of entries) {
    if (key.startsWith("$ACTION")) continue; // Next's own server-action bookkeeping
    if (typeof value !== "string")
      return {
        ok: false,
        code: "not_text",
        message: `${key} must be text; files cannot be sent with this form`,
        field: key,
      };
    count++;
    total += key.length + value.length;
    if (count > LIMITS.fields || total > LIMITS.totalChars || value.length > LIMITS.fieldChars || key.length > 100)
      return { ok: false, code: "too_large", message: TOO_LARGE };
    // A NUL or a lone surrogate is invisible to the shopper who pasted it: it is not refused here but
    // dropped (or replaced) where every string enters the database (platform/db/storable.ts).
    if (CAR_CONTEXT_FIELDS.has(key)) continue;
    // The last value wins: a checkbox follows its hidden "false" companion, so an unticked box reads as false.
    (CONTROL_FIELDS.has(key) ? control : fields)[key] = value;
  }
  return { ok: true, fields, control };
}

/** Visited pages as the form reports them: same-site paths only, bounded. */
export function parseVisitedPages(raw: string | undefined, fallback: string | null): string[] {
  let pages: unknown = [];
  try {
    pages = raw ? JSON.parse(raw) : [];
  } catch {
    pages = [];
  }
  const list = Array.isArray(pages)
    ? pages.filter((p): p is string => typeof p === "string" && p.startsWith("/") && !p.startsWith("//"))
    : [];
  if (list.length === 0 && fallback) list.push(fallback);
  return list.slice(-LIMITS.visitedPages).map((p) => p.slice(0, LIMITS.pathChars));
}

/** The landing page's query parameters (utm_source, gclid, ...), bounded; values stay plain text. */
export function parseLinkedQueryParams(raw: string | undefined): Record<string, string> {
  let params: unknown = {};
  try {
    params = raw ? JSON.parse(raw) : {};
  } catch {
    params = {};
  }
  if (!params || typeof params !== "object" || Array.isArray(params)) return {};
  const entries = Object.entries(params as Record<string, unknown>).filter(
    ([k, v]) => /^[\w.-]{1,40}$/.test(k) && typeof v === "string",
  );
  return Object.fromEntries(entries.slice(0, LIMITS.queryParams).map(([k, v]) => [k, (v as string).slice(0, 200)]));
}

export interface LeadRoute {
  category: string;
  /** A location slug; absent means every location. */
  location?: string;
  email: string;
}

/**
 * The address a lead goes to: the site's route for this category at this location, then for this
 * category anywhere, then the location's own address, then the dealership's lead address.
 */
export function leadDestination(input: {
  routes: readonly LeadRoute[];
  category: string;
  locationSlug: string | null;
  locationEmail: string | null;
  dealershipEmail: string;
}): string {
  const { routes, category, locationSlug } = input;
  const exact = locationSlug ? routes.find((r) => r.category === category && r.location === locationSlug) : undefined;
  const anyLocation = routes.find((r) => r.category === category && r.location === undefined);
  return exact?.email ?? anyLocation?.email ?? input.locationEmail ?? input.dealershipEmail;
}

/** A lead's place as it is stored: its dealership (with where its category's leads go) and its location. */
export function leadPlace(input: {
  routes: readonly LeadRoute[];
  category: string;
  dealership: { id: number; name: string; leadEmail: string };
  location: {
    id: number;
    slug: string;
    name: string;
    phone: string | null;
    email: string | null;
    street: string;
    city: string;
    state: string;
    postcode: string;
  } | null;
}): Pick<LeadRecord, "dealership" | "location"> {
  const { dealership, location } = input;
  return {
    dealership: {
      id: dealership.id,
      name: dealership.name,
      leadEmail: leadDestination({
        routes: input.routes,
        category: input.category,
        locationSlug: location?.slug ?? null,
        locationEmail: location?.email ?? null,
        dealershipEmail: dealership.leadEmail,
      }),
    },
    location: location
      ? {
          id: location.id,
          name: location.name,
          phone: location.phone,
          street: location.street,
          city: location.city,
          state: location.state,
          postcode: location.postcode,
        }
      : null,
  };
}

/**
 * The success page's path for a stored lead: only its signed token (success-token.ts). The page reads
 * the category and event id from the lead itself, so the address cannot make up a conversion.
 */
export function successPath(successToken: string): string {
  return `/success?${new URLSearchParams({ lead: successToken })}`;
}

/**
 * A JSON body ({ form, fields, last_step? }) as form entries. Numbers and booleans become text;
 * anything else in a field (objects, arrays, null) is the wrong type and is refused.
 */
export function jsonBodyEntries(
  body: unknown,
): { ok: true; entries: [string, unknown][] } | { ok: false; field: string; message: string } {
  if (!body || typeof body !== "object" || Array.isArray(body))
    return { ok: false, field: "(body)", message: "The body must be a JSON object" };
  const { form, fields, last_step: lastStep, ...rest } = body as Record<string, unknown>;
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) return { ok: false, field: unknown, message: `Unknown field: ${unknown}` };
  if (typeof form !== "string") return { ok: false, field: "form", message: "form must be the name of a form" };
  if (!fields || typeof fields !== "object" || Array.isArray(fields))
    return { ok: false, field: "fields", message: "fields must be an object" };
  const entries: [string, unknown][] = [];
  for (const [key, value] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof value === "string") entries.push([key, value]);
    else if (typeof value === "number" && Number.isFinite(value)) entries.push([key, String(value)]);
    else if (typeof value === "boolean") entries.push([key, value ? "true" : "false"]);
    else return { ok: false, field: `fields.${key}`, message: `fields.${key} must be text, a number or true/false` };
  }
  // Last, so the top-level form and step win over anything of the same name inside fields.
  entries.push(["form", form]);
  if (lastStep === false) entries.push(["step", "0"]);
  return { ok: true, entries };
}
