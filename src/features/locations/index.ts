/**
 * The locations feature's public face: the rules, types and components other features may use, all safe in the
 * browser. Server-only parts are in ./index.server.ts. Other features import only these two files (npm run lint:layers).
 */
export { formatAddress } from "./address";
export { StaticMap } from "./components/StaticMap";
export { localDate, weekHours, type Week } from "./dealer-hours";
export { dayReading, mainDepartment } from "./hours-rules";
export type { DealerFile } from "./dealer-file";
export { distanceKm, locationHref, shownReviews } from "./location-rules";
export { mapsKey } from "./static-map";
