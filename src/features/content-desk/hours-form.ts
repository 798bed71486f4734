/**
 * The opening hours editor's form and the dealer document it edits. Each field is named after where its value sits
 * in the document, so a problem the document's schema finds ("dealerships.0.locations.1.openingHours.sales.monday")
 * is shown at the field it came from:
 * - `hours:{dealership}.{location}.{department}.{day}`: a day's hours ("08:00-17:30", "closed", "by appointment").
 * - `special:{dealership}.{location}.{row}.{date|label|hours|department}`: a special day (a holiday); `…remove` drops
 *   it; a row left blank (the form's empty one for a new day) is no row.
 */
export const WEEK = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
/** What makes a special day's row a day: its department alone (a select, never blank) does not. */
const FILLED_PARTS = ["date", "label", "hours"] as const;

interface Holiday {
  date: string;
  label: string;
  hours: string;
  department?: string;
}
interface EditedLocation {
  openingHours?: Record<string, Record<string, string>>;
  holidayHours?: Holiday[];
}
interface EditedDocument {
  dealerships: { locations: EditedLocation[] }[];
}

const HOURS = /^hours:(\d{1,3})\.(\d{1,3})\.([a-z]{1,20})\.([a-z]{1,10})$/;
const SPECIAL = /^special:(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.([a-z]{1,12})$/;

/** The document with the form's hours applied, and which field each value of its special days came from. */
export function applyHoursForm(
  body: string,
  entries: Iterable<[string, string]>,
): { body: string; fieldOf: (problemField: string) => string | null } | null {
  let doc: EditedDocument;
  try {
    doc = JSON.parse(body) as EditedDocument;
  } catch {
    return null;
  }
  const locationAt = (d: number, l: number) => doc.dealerships?.[d]?.locations?.[l];
  const specials = new Map<string, Map<number, Record<string, string>>>();
  for (const [name, raw] of entries) {
    const value = raw.trim();
    const hours = HOURS.exec(name);
    if (hours) {
      const [, d, l, department, day] = hours;
      const location = locationAt(Number(d), Number(l));
      // Only a department and day the document already has: the form edits hours, it adds no department.
      const week = location?.openingHours?.[department!];
      if (week && Object.hasOwn(week, day!)) week[day!] = value;
      continue;
    }
    const special = SPECIAL.exec(name);
    if (special) {
      const [, d, l, row, part] = special;
      const key = `${d}.${l}`;
      if (!locationAt(Number(d), Number(l))) continue;
      const rows = specials.get(key) ?? new Map<number, Record<string, string>>();
      specials.set(key, rows);
      rows.set(Number(row), { ...rows.get(Number(row)), [part!]: value });
    }
  }
  // Document index of each special day -> the form row it came from, by location.
  const rowOf = new Map<string, number[]>();
  for (const [key, rows] of specials) {
    const [d, l] = key.split(".").map(Number) as [number, number];
    const kept = [...rows.entries()]
      .sort(([a], [b]) => a - b)
      .filter(([, fields]) => fields.remove !== "on" && FILLED_PARTS.some((part) => fields[part]));
    locationAt(d, l)!.holidayHours = kept.map(([, f]) => ({
      date: f.date ?? "",
      label: f.label ?? "",
      hours: f.hours ?? "",
      department: f.department || "all",
    }));
    rowOf.set(
      key,
      kept.map(([row]) => row),
    );
  }
  const fieldOf = (problemField: string): string | null => {
    const open = /^dealerships\.(\d+)\.locations\.(\d+)\.openingHours\.([a-z]+)\.([a-z]+)$/.exec(problemField);
    if (open) return `hours:${open[1]}.${open[2]}.${open[3]}.${open[4]}`;
    const holiday = /^dealerships\.(\d+)\.locations\.(\d+)\.holidayHours\.(\d+)\.([a-z]+)$/.exec(problemField);
    if (!holiday) return null;
    const row = rowOf.get(`${holiday[1]}.${holiday[2]}`)?.[Number(holiday[3])];
    return row === undefined ? null : `special:${holiday[1]}.${holiday[2]}.${row}.${holiday[4]}`;
  };
  return { body: `${JSON.stringify(doc, null, 2)}\n`, fieldOf };
}
