/**
 * The vehicle feature's public face: the rules, types and components other features may use, all safe in the
 * browser. Server-only parts are in ./index.server.ts. Other features import only these two files (npm run lint:layers).
 */
export { arrivingSoonNotice } from "./arriving-soon";
export { callNumber } from "./call-number";
export { isCarSlug } from "./car-key";
export { certifiedBadge } from "./certified-programme";
export { CardPicture } from "./components/CardPicture";
export { CertifiedLogo } from "./components/CertifiedLogo";
export { Reveal } from "./components/Reveal";
export { VehicleCard } from "./components/VehicleCard";
export { isListed } from "./default-stock-filter";
export { keyInformation } from "./detail-rules";
export { makeAnOfferPath } from "./sidebar-buttons";
export { exportColumns, stockExportRecord } from "./stock-import/stock-export";
export { vehicleJsonLd } from "./structured-data-vehicle";
export { cardFacts, formatKm, formatMoney, priceLine, vehicleTitle } from "./vehicle-display";
export {
  INDEX_FIELDS,
  toHit,
  toLeadCar,
  type CompareVehicle,
  type IndexRow,
  type LeadCar,
  type SearchHit,
  type ShownVehicle,
  type VehicleRow,
} from "./vehicle-projections";
export {
  BEING_RESERVED,
  SELLABLE_PRICE_ABOVE,
  financeablePrice,
  isAvailable,
  isRealPrice,
  qualifies,
  reserveEligible,
  reserveOffer,
  showsPrice,
  type AskingPrice,
  type ReserveOffer,
} from "./vehicle-rules";
export { type VehicleView } from "./vehicle-view-model";
export { effectivePresentation, feedPresentation } from "./presentation/presentation";
export { arrangedPhotos, changePhotos, EMPTY_PHOTOS_LAYER, type PhotoChange } from "./presentation/photo-arrangement";
