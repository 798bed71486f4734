/**
 * The reserve feature's public face on the server: what other features may use of its data access and server
 * components. Other features import this file or ./index.ts, never a file behind them (npm run lint:layers).
 */
export { DemoNotice } from "./components/DemoNotice";
export { paymentSetup } from "./payments.server";
export { changeState, startReservation, type NewReservation } from "./reservations.db";
export { reservationEventsOf } from "./reservations.db";
export { nudgeReserveWorker } from "./reserve-worker.server";
