/**
 * The trade-in feature's public face on the server: what other features may use of its data access. Other features
 * import this file or ./index.ts, never a file behind them (npm run lint:layers).
 */
export { changeFlow, type FlowChange } from "./trade-in-flows.db";
