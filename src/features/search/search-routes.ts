import { isSlug } from "@/domain/slug";
import {
  BODY_LABELS,
  BODY_TYPES,
  CAR_TYPES,
  CAR_TYPE_LABELS,
  type BodyType,
  type CarType,
} from "@/domain/vehicle-kinds";

/**
 * What a search path fixes before any refinement: /search/used-cars (condition), /search/{make},
 * /search/{make}/{model}, /search/{body}. The query string refines within it.
 */
export interface SearchPreset {
  carTypes?: CarType[];
  body?: BodyType;
  makeSlug?: string;
  modelSlug?: string;
}

/** Condition paths and the car types they fix (null: every condition). A Map: the key is a URL segment. */
const CONDITION_PATHS: ReadonlyMap<string, CarType[] | null> = new Map([
  ["new-cars", ["new"]],
  ["used-cars", ["used"]],
  ["demo-cars", ["demo"]],
  ["new-and-demo-cars", ["new", "demo"]],
  ["new-used-and-demo-cars", null],
]);

export const bodySlug = (body: BodyType) => body.replace(/([A-Z])/g, "-$1").toLowerCase();
const BODY_BY_SLUG = new Map(BODY_TYPES.map((b) => [bodySlug(b), b]));

/** The preset of /search/{...segments}; null when the path is not a search path. */
export function presetForPath(segments: readonly string[]): SearchPreset | null {
  if (segments.length === 0) return {};
  if (segments.length > 2 || !segments.every((s) => isSlug(s, 60))) return null;
  const [first, second] = segments as [string, string | undefined];
  if (second === undefined) {
    const carTypes = CONDITION_PATHS.get(first);
    if (carTypes !== undefined) return carTypes ? { carTypes: [...carTypes] } : {};
    const body = BODY_BY_SLUG.get(first);
    if (body) return { body };
    return { makeSlug: first };
  }
  if (CONDITION_PATHS.has(first) || BODY_BY_SLUG.has(first)) return null;
  return { makeSlug: first, modelSlug: second };
}

const joinWords = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;

/** Car types as a heading names them, in the usual order: "Used", "New and Demo", "New, Used and Demo". */
export const carTypeWords = (types: readonly CarType[]) =>
  joinWords(CAR_TYPES.filter((t) => types.includes(t)).map((t) => CAR_TYPE_LABELS[t]));

/**
 * The page heading for a preset; make and model names come from the data (the slug is a fallback). A search of every
 * condition names the car types the site sells (its stock.carTypes): a used-only site's is "Used Cars", never
 * "New, Used and Demo Cars".
 */
export function presetTitle(
  preset: SearchPreset,
  names: { make?: string; model?: string } = {},
  noun = "Cars",
  siteCarTypes: readonly CarType[] = CAR_TYPES,
): string {
  if (preset.makeSlug)
    return `${[names.make ?? preset.makeSlug, preset.modelSlug ? (names.model ?? preset.modelSlug) : null].filter(Boolean).join(" ")} ${noun} for sale`;
  if (preset.body) return `${BODY_LABELS[preset.body]} for sale`;
  if (preset.carTypes?.length) return `${carTypeWords(preset.carTypes)} ${noun}`;
  return `${carTypeWords(siteCarTypes.length > 0 ? siteCarTypes : CAR_TYPES)} ${noun}`;
}
