import type { z } from "zod";
import { siteConfigSchema, type SiteConfig } from "./config-schema";

/** One configuration file's content, with the path it was read from (for error messages). */
export interface ConfigLayer {
  path: string;
  data: Record<string, unknown>;
}

export interface ConfigProblem {
  /** The file to fix. */
  path: string;
  /** Dotted field path inside the file, e.g. "theme.primary"; "" for the file itself. */
  field: string;
  reason: string;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Later layers win; objects merge key by key, arrays and scalars are replaced whole. Keys are a file's
 * text, so they go through a Map: a "__proto__" key stays an ordinary key (which the schema then
 * rejects by name) instead of changing the merged object's prototype.
 */
export function mergeLayers(layers: readonly Record<string, unknown>[]): Record<string, unknown> {
  const merge = (base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> => {
    const out = new Map(Object.entries(base));
    for (const [key, value] of Object.entries(over)) {
      if (key === "$schema") continue;
      const current = out.get(key);
      out.set(key, isPlainObject(current) && isPlainObject(value) ? merge(current, value) : value);
    }
    return Object.fromEntries(out);
  };
  return layers.reduce<Record<string, unknown>>((acc, layer) => merge(acc, layer), {});
}

/** Whether a layer sets the value at a field path (used to find which file to blame). */
function layerSets(data: Record<string, unknown>, fieldPath: readonly PropertyKey[]): boolean {
  let node: unknown = data;
  for (const key of fieldPath) {
    if (Array.isArray(node) && typeof key === "number") node = node[key];
    else if (isPlainObject(node) && typeof key === "string" && Object.hasOwn(node, key)) node = node[key];
    else return false;
  }
  return true;
}

/** Describes a zod issue in words a person editing the file understands. */
export function reasonOf(issue: z.core.$ZodIssue): string {
  // A value that fits none of a union's shapes ("a path or an https address") is told the first shape's own reason,
  // which names what is expected, rather than a bare "Invalid input".
  if (issue.code === "invalid_union") {
    const first = issue.errors[0]?.[0];
    if (first) return reasonOf(first);
  }
  if (issue.code === "unrecognized_keys") return `unknown setting ${issue.keys.map((k) => `"${k}"`).join(", ")}`;
  if (issue.code === "invalid_type" && issue.input === undefined) return "is required";
  return issue.message;
}

/**
 * Merges platform -> brand -> template -> site and validates the result. A problem is blamed on the
 * last layer that set the offending value, or on the site file when a required value is missing.
 */
export function resolveSiteConfig(
  layers: readonly ConfigLayer[],
): { ok: true; config: SiteConfig } | { ok: false; problems: ConfigProblem[] } {
  const merged = mergeLayers(layers.map((l) => l.data));
  const parsed = siteConfigSchema.safeParse(merged);
  if (parsed.success) return { ok: true, config: parsed.data };
  const siteLayer = layers[layers.length - 1];
  const problems = parsed.error.issues.map((issue) => {
    const keyPath = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]!] : issue.path;
    const blamed = [...layers].reverse().find((l) => layerSets(l.data, keyPath)) ?? siteLayer;
    return { path: blamed?.path ?? "(no file)", field: issue.path.join("."), reason: reasonOf(issue) };
  });
  return { ok: false, problems };
}

export function formatProblem(p: ConfigProblem): string {
  return `${p.path}: ${p.field || "(file)"}: ${p.reason}`;
}
