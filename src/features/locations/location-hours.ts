import type { OpeningHour, SpecialHours } from "@/domain/location-types";
import type { DealerFile, DealerFileLocation } from "./dealer-file";
import { specialHours, weekHours } from "./dealer-hours";

/** A location's hours as the pages read them: every department's week, and its special days in date order. */
export interface LocationHours {
  openingHours: OpeningHour[];
  specialHours: SpecialHours[];
}

/**
 * The hours a dealer document's location is served with, as of `today` ("YYYY-MM-DD" in the site's time zone): what a
 * publish writes to the location's row, and what a preview of a draft shows in its place. One function for both, so a
 * previewed week is the week the publish will serve.
 */
export function locationHours(location: DealerFileLocation, today: string): LocationHours {
  return {
    openingHours: Object.entries(location.openingHours).flatMap(([department, week]) =>
      weekHours(week, department as keyof typeof location.openingHours),
    ),
    specialHours: specialHours(location.holidayHours, location.name, today),
  };
}

/** Every location of a dealer document by its slug, with the hours it is served with as of `today`. */
export function dealerFileHours(file: DealerFile, today: string): Map<string, LocationHours> {
  return new Map(file.dealerships.flatMap((d) => d.locations.map((l) => [l.slug, locationHours(l, today)] as const)));
}
