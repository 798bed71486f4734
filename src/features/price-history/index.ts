/**
 * The price history's public face: the components of a car's page, safe in the browser. The database records every
 * change of a car's shown price (migration 0028); what a page shows of it is read in ./index.server.ts.
 */
export { PriceHistoryNotes } from "./components/PriceHistoryNotes";
export { PriceHistoryTable } from "./components/PriceHistoryTable";
