/**
 * The stock desk's public face: the console's list of a group's cars and each car's page, where a dealer's values
 * stand over the feed's. Server-only parts are in ./index.server.ts. Other features and the routes import only these
 * two files (npm run lint:layers).
 */
export type { StockListFilters } from "./stock-list-query";
