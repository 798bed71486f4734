/**
 * The leads feature's public face on the server: what other features may use of its data access and server
 * components. Other features import this file or ./index.ts, never a file behind them (npm run lint:layers).
 */
export { nudgeLeadDelivery, recordLead, recordLeadIn } from "./record-lead.server";
export { LeadFormSection } from "./components/LeadFormSection";
export { leadCar } from "./lead-context.server";
export { queueDealerDeliveries, storeLead } from "./outbox.db";
export { queueShopperMessage } from "./shopper-message.db";
