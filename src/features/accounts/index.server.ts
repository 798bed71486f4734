/**
 * The accounts feature's public face on the server: what other features may use of its data access and server
 * components. Other features import this file or ./index.ts, never a file behind them (npm run lint:layers).
 */
export { deleteAccountData } from "./account-deletion.db";
export { currentShopper, type Shopper } from "./shopper-session.server";
