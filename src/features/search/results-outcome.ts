import { wholeNumber } from "@/ui/whole-number";

/**
 * What the results area says for a search page. A page number past the last page finds no cars although the search
 * matched some: saying 'No vehicles match your search' under '128 vehicles found' would contradict the count, so that
 * page says one thing, that it is past the last page, in words that agree with the count shown above it.
 */
export type ResultsOutcome =
  { kind: "results" } | { kind: "none" } | { kind: "past-last-page"; heading: string; text: string; lastPage: number };

/**
 * `shownCount` is the count the page shows (count-display.ts), `hits` the cars on this page, `page` the page asked
 * for and `pages` how many pages the search fills.
 */
export function resultsOutcome(shownCount: number, hits: number, page: number, pages: number): ResultsOutcome {
  if (hits > 0) return { kind: "results" };
  if (pages < 1 || page <= pages) return { kind: "none" };
  const vehicles = `${wholeNumber(shownCount)} ${shownCount === 1 ? "vehicle" : "vehicles"}`;
  return {
    kind: "past-last-page",
    heading: `Page ${wholeNumber(page)} is past the last page of this search`,
    text: `The ${vehicles} found ${shownCount === 1 ? "is" : "are"} on ${pages === 1 ? "page 1" : `pages 1 to ${wholeNumber(pages)}`}.`,
    lastPage: pages,
  };
}
