/*
 * The lead desk's settings form as a manager sends it: the first-response target, the digest hour, and which of the
 * site's locations hand out new leads by round robin. Each bad field is named by its own message; the page is sent
 * back with the fields' names only (never the text), so no page shows text a link could make up.
 */

export const FIRST_RESPONSE_MIN = 5;
export const FIRST_RESPONSE_MAX = 1440;

export interface LeadSettingsInput {
  firstResponseMinutes: number;
  digestHour: number;
  /** The locations (of the site) with round robin on; every other location of the site has it off. */
  roundRobinLocationIds: number[];
}

export const LEAD_SETTINGS_FIELDS = {
  firstResponseMinutes: `First-response target: enter whole minutes from ${FIRST_RESPONSE_MIN} to ${FIRST_RESPONSE_MAX}.`,
  digestHour: "Digest hour: enter a whole hour from 0 to 23.",
  roundRobin: "Round robin: choose only locations of this site.",
} as const;

export type LeadSettingsField = keyof typeof LEAD_SETTINGS_FIELDS;

function wholeNumber(value: unknown, min: number, max: number): number | null {
  if (typeof value !== "string" || !/^\s*\d{1,5}\s*$/.test(value)) return null;
  const n = Number(value.trim());
  return n >= min && n <= max ? n : null;
}

/**
 * The settings a form asks for (parseLeadSettings): minutes 5..1440 and an hour 0..23 as whole numbers, and round
 * robin only for locations of the site (`siteLocationIds`); anything else is refused field by field.
 */
export function parseLeadSettings(
  form: { get(name: string): unknown; getAll(name: string): unknown[] },
  siteLocationIds: readonly number[],
): { ok: true; value: LeadSettingsInput } | { ok: false; fields: LeadSettingsField[] } {
  const fields: LeadSettingsField[] = [];
  const firstResponseMinutes = wholeNumber(form.get("firstResponseMinutes"), FIRST_RESPONSE_MIN, FIRST_RESPONSE_MAX);
  if (firstResponseMinutes === null) fields.push("firstResponseMinutes");
  const digestHour = wholeNumber(form.get("digestHour"), 0, 23);
  if (digestHour === null) fields.push("digestHour");
  const chosen = form.getAll("roundRobin");
  const roundRobinLocationIds = [
    ...new Set(chosen.map((value) => (typeof value === "string" && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0))),
  ];
  if (roundRobinLocationIds.some((id) => !siteLocationIds.includes(id))) fields.push("roundRobin");
  if (fields.length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: { firstResponseMinutes: firstResponseMinutes!, digestHour: digestHour!, roundRobinLocationIds },
  };
}

/** The named fields of a page's query ("a,b"), known ones only, in the form's order. */
export function leadSettingsErrors(value: unknown): LeadSettingsField[] {
  if (typeof value !== "string") return [];
  const named = value.split(",");
  return (Object.keys(LEAD_SETTINGS_FIELDS) as LeadSettingsField[]).filter((field) => named.includes(field));
}
