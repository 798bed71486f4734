/**
 * The lead desk's public face on the server: the console's lead list, lead page and CSV export. Other features and
 * the routes import this file or ./index.ts, never a file behind them (npm run lint:layers).
 */
export { LeadList } from "./components/LeadList";
export { LeadPage } from "./components/LeadPage";
export { leadCsvResponse } from "./lead-export.server";
export { DeliveryBanner } from "./components/DeliveryBanner";
export { leadLiveStream } from "./lead-live.server";
export { LeadSettings } from "./components/LeadSettings";
export { deskPlaceOptions, type ChoiceOption } from "./desk-place-options.db";
