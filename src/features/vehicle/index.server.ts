/**
 * The vehicle feature's public face on the server: what other features may use of its data access and server
 * components. Other features import this file or ./index.ts, never a file behind them (npm run lint:layers).
 */
export { baseStockFilter, siteStockScope, type StockSite } from "./base-filter.db";
export { beingReservedNow, holdsVersion, liveHoldEnd, reservedNow } from "./live-hold.db";
export { revealPhone } from "./phone-reveals.server";
export { shownCarCondition } from "./shown-car.db";
export { compareColumns, vehicleColumns } from "./vehicle-projections.db";
export {
  latestStock,
  makeCounts,
  shownVehicle,
  stockCountsByType,
  vehicleByCarId,
  vehicleBySlug,
} from "./vehicles.server";
export { selectCarsWithPlace } from "./cars-with-place.db";
export { setPresentationLayer } from "./presentation/presentation-layers.db";
export { applyFeedBatch, feedSitePlaces } from "./stock-import/feed-batch.db";
export { feedPhotoKeys } from "./stock-import/stock-row-to-vehicle";
