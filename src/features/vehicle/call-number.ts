/**
 * Which number "Call the Dealer" dials: the site's override, then the
 * number for the car's type, then the new-car number, then the used-car number, then the location's
 * phone. Null when there is none; the caller logs a warning.
 */
export interface SitePhones {
  override: string | null;
  new: string | null;
  used: string | null;
  demo: string | null;
}

export function callNumber(
  phones: SitePhones,
  carType: "new" | "used" | "demo",
  locationPhone: string | null,
): string | null {
  return phones.override ?? phones[carType] ?? phones.new ?? phones.used ?? locationPhone ?? null;
}
