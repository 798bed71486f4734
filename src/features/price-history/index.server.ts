/** The price history on the server: what a car's page shows of it (the latest drop, the days listed, the rows). */
export { carPriceHistory } from "./price-history.server";
