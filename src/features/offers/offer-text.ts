/**
 * Offer text on cards and pages: a card cuts the
 * description at 160 characters and the disclaimer at 200, each with a toggle to read the rest.
 */
import { COLLAPSE_THRESHOLD } from "@/ui/text-collapse";

export const DESCRIPTION_LIMIT = 160;
export const DISCLAIMER_LIMIT = COLLAPSE_THRESHOLD;

/** Paragraphs of an offer's plain-text description: blank lines separate them. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** The day an offer ends, as the site's shoppers read it: in the site's time zone. */
export function offerEndDate(expiresAt: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-AU", { timeZone, day: "numeric", month: "long", year: "numeric" }).format(
    new Date(expiresAt),
  );
}
