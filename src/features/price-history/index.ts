/**
 * The price history's public face: the wording rules and the components of a car's page, all safe in the browser.
 * The database records every change (migration 0028); server-only reading is in ./index.server.ts.
 */
export { PriceHistoryNotes } from "./components/PriceHistoryNotes";
export { PriceHistoryTable } from "./components/PriceHistoryTable";
export { daysListedLine, isDrop, priceDropLine, priceHistoryRows, type PriceChange } from "./price-history";
