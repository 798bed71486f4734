import { asc, inArray } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { dealerships, locations } from "@/platform/db/schema";
import type { DeskPlace } from "./desk-place";

export interface ChoiceOption {
  value: string;
  label: string;
}

/** The dealerships and locations of the member's sites, by name: the place filters every console list offers. */
export async function deskPlaceOptions(
  db: Database,
  place: DeskPlace,
): Promise<{ dealerships: ChoiceOption[]; locations: ChoiceOption[] }> {
  const siteIds = place.sites.map((site) => site.id).concat(-1);
  const [dealershipRows, locationRows] = await Promise.all([
    db
      .select({ id: dealerships.id, name: dealerships.name })
      .from(dealerships)
      .where(inArray(dealerships.siteId, siteIds))
      .orderBy(asc(dealerships.name)),
    db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(inArray(locations.siteId, siteIds))
      .orderBy(asc(locations.name)),
  ]);
  return {
    dealerships: dealershipRows.map((row) => ({ value: String(row.id), label: row.name })),
    locations: locationRows.map((row) => ({ value: String(row.id), label: row.name })),
  };
}
