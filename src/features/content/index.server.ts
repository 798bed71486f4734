/**
 * The content feature's server-side face: what other features may use on the server only. Other features import
 * this file or ./index.ts, never a file behind them (npm run lint:layers).
 */
export { sanitiseRichText } from "./rich-text";
