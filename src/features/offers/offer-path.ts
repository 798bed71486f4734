/**
 * Where an offer's page is: /offers/{id}, or
 * /offers/{manufacturer}/{id} on a site without a manufacturer of its own (a multi-franchise group)
 * for an offer of a manufacturer.
 */
export interface OfferRef {
  id: number;
  manufacturer: { slug: string } | null;
}

export function offerPath(site: { manufacturer: string | null }, offer: OfferRef): string {
  return !site.manufacturer && offer.manufacturer
    ? `/offers/${offer.manufacturer.slug}/${offer.id}`
    : `/offers/${offer.id}`;
}

/** An offer id from the URL: a whole number of at most 9 digits (anything else is not an offer). */
export function parseOfferId(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export type OfferRouting = { kind: "show" } | { kind: "redirect"; to: string } | { kind: "not-found" };

/**
 * What a request for an offer at `asked` gets, given its canonical path: the page there; from the
 * short form /offers/{id}, a permanent redirect to the manufacturer form (old links keep working);
 * a manufacturer form that is not the canonical one (a wrong manufacturer, or on a site that uses
 * the short form) is not found.
 */
export function offerRouting(asked: string, canonical: string): OfferRouting {
  if (asked === canonical) return { kind: "show" };
  if (/^\/offers\/\d+$/.test(asked)) return { kind: "redirect", to: canonical };
  return { kind: "not-found" };
}
