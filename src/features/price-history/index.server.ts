/** The price history on the server: what a car's page shows of it, and a car's recorded changes. */
export { carPriceHistory, type CarPriceHistory } from "./price-history.server";
export { priceHistory } from "./price-history.db";
