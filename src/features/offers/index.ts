/**
 * The offers feature's public face: the rules, types and components other features may use, all safe in the
 * browser. Server-only parts are in ./index.server.ts. Other features import only these two files (npm run lint:layers).
 */
export { AllOffersLink } from "./components/AllOffersLink";
export { OfferCards } from "./components/OfferCards";
export { offerPath } from "./offer-path";
export { isShowing } from "./offer-visibility";
