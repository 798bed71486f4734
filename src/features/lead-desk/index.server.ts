/**
 * The lead desk's public face on the server: reading a lead as a console member may, and changing its work state.
 * Other features import this file or ./index.ts, never a file behind them (npm run lint:layers).
 */
export { changeLeadStatus, leadForMember, type StatusChangeResult } from "./lead-work.db";
export { LeadList } from "./components/LeadList";
