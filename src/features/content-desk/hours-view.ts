import { WEEK } from "./hours-form";

/** A location's hours as the hours editor shows them, read from the dealer document (or null when it is not JSON). */
export interface HoursLocation {
  /** The `{dealership}.{location}` its fields are named with. */
  key: string;
  name: string;
  departments: { name: string; days: { day: string; hours: string }[] }[];
  specials: { date: string; label: string; hours: string; department: string }[];
}

interface DealerDocumentShape {
  dealerships?: {
    name?: string;
    locations?: {
      name?: string;
      openingHours?: Record<string, Record<string, string>>;
      holidayHours?: { date?: string; label?: string; hours?: string; department?: string }[];
    }[];
  }[];
}

export function hoursView(body: string): HoursLocation[] | null {
  let doc: DealerDocumentShape;
  try {
    doc = JSON.parse(body) as DealerDocumentShape;
  } catch {
    return null;
  }
  return (doc.dealerships ?? []).flatMap((dealership, d) =>
    (dealership.locations ?? []).map((location, l) => ({
      key: `${d}.${l}`,
      name: location.name ?? `Location ${l + 1}`,
      departments: Object.entries(location.openingHours ?? {}).map(([name, week]) => ({
        name,
        days: WEEK.filter((day) => Object.hasOwn(week, day)).map((day) => ({ day, hours: week[day] ?? "" })),
      })),
      specials: (location.holidayHours ?? []).map((h) => ({
        date: h.date ?? "",
        label: h.label ?? "",
        hours: h.hours ?? "",
        department: h.department ?? "all",
      })),
    })),
  );
}
