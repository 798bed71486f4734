import type { FeedMapping } from "@/domain/stock-feeds";
import { BODY_TYPES, DRIVES, FUELS, TRANSMISSIONS } from "@/domain/vehicle-kinds";

/** A source's record as read: field -> text (numbers and true/false already written as text). */
export type RawRecord = Record<string, string>;

/** A mapped record: the import's columns -> text, and the source's own values of the fields a translation changed. */
export interface MappedRecord {
  record: Record<string, string>;
  original: Record<string, string>;
}

/**
 * Words feeds commonly use for the platform's vocabulary, by column; a source's own `mapping.values` stand over these.
 * A CVT or dual-clutch gearbox sells as an automatic; the platform's enumerations are matched case-insensitively.
 */
const BUILT_IN: Record<string, Record<string, string>> = {
  transmission: {
    cvt: "Automatic",
    auto: "Automatic",
    "sports automatic": "Automatic",
    "dual clutch": "Automatic",
    dct: "Automatic",
    amt: "Automatic",
    man: "Manual",
  },
  body: { "cab chassis": "cabChassis", "people mover": "peopleMover", "station wagon": "stationWagon", utility: "ute" },
  fuel: { unleaded: "Petrol", ulp: "Petrol", ev: "Electric", phev: "Plug-in Hybrid" },
  make: { vw: "Volkswagen", "mercedes benz": "Mercedes-Benz", merc: "Mercedes-Benz" },
};
const ENUMS: Record<string, readonly string[]> = {
  transmission: TRANSMISSIONS,
  body: BODY_TYPES,
  fuel: FUELS,
  drive: DRIVES,
};

const lowerKeys = (values: Record<string, string> | undefined) =>
  Object.fromEntries(Object.entries(values ?? {}).map(([k, v]) => [k.trim().toLowerCase(), v]));

/** Builds the pure function that maps one source record onto the import's columns (see FeedMapping). */
export function recordMapper(mapping: FeedMapping): (raw: RawRecord) => MappedRecord {
  // Source column (lower case) -> import column; any other column whose name is an import column passes through.
  const columns = new Map(
    Object.entries(mapping.columns ?? {}).map(([from, to]) => [from.trim().toLowerCase(), to.trim().toLowerCase()]),
  );
  const translations = new Map<string, Record<string, string>>();
  for (const column of new Set([...Object.keys(BUILT_IN), ...Object.keys(mapping.values ?? {})]))
    translations.set(column.toLowerCase(), {
      ...BUILT_IN[column.toLowerCase()],
      ...lowerKeys(mapping.values?.[column]),
    });

  return (raw) => {
    const record: Record<string, string> = {};
    const original: Record<string, string> = {};
    for (const [field, value] of Object.entries(raw)) {
      const key = field.trim().toLowerCase();
      const column = columns.get(key) ?? key;
      if (column === "" || column in record) continue;
      const trimmed = value.trim();
      let mapped = translations.get(column)?.[trimmed.toLowerCase()] ?? trimmed;
      const canonical = ENUMS[column]?.find((v) => v.toLowerCase() === mapped.toLowerCase());
      if (canonical) mapped = canonical;
      if (mapped !== trimmed) original[column] = trimmed;
      record[column] = mapped;
    }
    return { record, original };
  };
}
