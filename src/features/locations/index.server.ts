/**
 * The locations feature's public face on the server: what other features may use of its data access and server
 * components. Other features import this file or ./index.ts, never a file behind them (npm run lint:layers).
 */
export { leadDealerships, leadLocations, type LeadDealership, type LeadLocation } from "./dealerships.server";
export { locationDetails, locationForPage, locationReviewLinks, type LocationDetail } from "./locations.server";
// The site, dealer and content files loaded and checked together, and a dealer file written to the database: what
// the site documents store checks a change with and applies published hours with.
export { loadSiteFiles } from "./site-files";
export { syncDealerFile } from "./dealer-sync.db";
