/**
 * The pages a shopper visited this session and the query parameters they arrived with (utm_*,
 * gclid, ...), kept in sessionStorage so a lead can carry them (Lead: lead_attributes). Nothing
 * leaves the device until the shopper sends a form.
 */
const VISITS = "forecourt:visited-pages";
const LANDING = "forecourt:landing-params";
const MAX_VISITS = 20;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled
  }
}

export function recordVisit(path: string, search: string): void {
  const s = storage();
  if (!s) return;
  const visits = readVisits();
  if (visits[visits.length - 1] !== path) s.setItem(VISITS, JSON.stringify([...visits, path].slice(-MAX_VISITS)));
  if (s.getItem(LANDING) === null) s.setItem(LANDING, JSON.stringify(Object.fromEntries(new URLSearchParams(search))));
}

export function readVisits(): string[] {
  try {
    const list: unknown = JSON.parse(storage()?.getItem(VISITS) ?? "[]");
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === "string") : [];
  } catch {
    return [];
  }
}

export function landingParams(): string {
  return storage()?.getItem(LANDING) ?? "{}";
}
