/**
 * The locations feature's public face on the server: what other features may use of its data access and server
 * components. Other features import this file or ./index.ts, never a file behind them (npm run lint:layers).
 */
export { leadDealerships, leadLocations, type LeadDealership, type LeadLocation } from "./dealerships.server";
export { locationDetails, locationForPage, locationReviewLinks } from "./locations.server";
