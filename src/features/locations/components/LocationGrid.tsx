import type { LocationDetail } from "@/features/locations/locations.server";
import { LocationCard, type CardContext } from "./LocationCard";

/** The location grid: one card per location. */
export function LocationGrid({ locations, context }: { locations: LocationDetail[]; context: CardContext }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {locations.map((l) => (
        <li key={l.id}>
          <LocationCard location={l} context={context} />
        </li>
      ))}
    </ul>
  );
}
