/**
 * The reservation desk's public face on the server: the console's reservation and trade-in lists and pages. Other
 * features and the routes import this file or ./index.ts, never a file behind them (npm run lint:layers).
 */
export { ReservationList } from "./components/ReservationList";
export { ReservationPage } from "./components/ReservationPage";
export { TradeInList } from "./components/TradeInList";
export { TradeInPage } from "./components/TradeInPage";
