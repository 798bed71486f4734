/**
 * The home feature's public face on the server: each dealer site's home page, composed for its template
 * (franchise, supermarket, caravan, dealer-group) with the promotions slider. Pages import this file only.
 */
export { SiteHome } from "./components/SiteHome";
