import { z } from "zod";
import { FEED_FORMATS, FEED_SOURCE_KINDS, type FeedMapping } from "@/domain/stock-feeds";
import { pullUrlProblem } from "./pull-url";

/** A source's settings as the console's form gives them, checked. */
export interface SourceInput {
  name: string;
  kind: (typeof FEED_SOURCE_KINDS)[number];
  format: (typeof FEED_FORMATS)[number];
  url: string | null;
  everyMinutes: number | null;
  fullFeed: boolean;
  /** 0..1, the share of a source's cars a full run may take off before it is held. */
  maxRemovedShare: number;
  enabled: boolean;
  mapping: FeedMapping;
}

export type SourceInputResult = { ok: true; value: SourceInput } | { ok: false; errors: Record<string, string> };

/** How many mapping rows the editor offers (filled rows count; empty ones are ignored). */
export const MAPPING_ROWS = 12;
/** A pull runs at most every 5 minutes and at least once a week. */
const MIN_EVERY = 5;
const MAX_EVERY = 7 * 24 * 60;

const text = (form: FormData, name: string): string => {
  const v = form.get(name);
  return typeof v === "string" ? v.trim() : "";
};

const base = z.object({
  name: z.string().min(1, "Give the source a name").max(80, "Keep the name under 80 characters"),
  kind: z.enum(FEED_SOURCE_KINDS, { error: "Choose how the stock arrives" }),
  format: z.enum(FEED_FORMATS, { error: "Choose the file's format" }),
  maxRemovedPercent: z.coerce
    .number({ error: "Give the safety share as a whole percent" })
    .int("Give the safety share as a whole percent")
    .min(0, "The safety share is between 0 and 100 percent")
    .max(100, "The safety share is between 0 and 100 percent"),
});

/**
 * The mapping editor's rows: `mapFrom.N` -> `mapTo.N` (the platform's column), and per column value aliases as
 * `aliasColumn.N`, `aliasFrom.N`, `aliasTo.N`. An empty row is skipped; a half-filled row, a column that is not the
 * import's, or a platform column fed twice is an error naming the row. Returns the mapping or the errors.
 */
export function parseMapping(
  form: FormData,
  platformColumns: readonly string[],
): { mapping: FeedMapping; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const columns: Record<string, string> = {};
  const values: Record<string, Record<string, string>> = {};
  for (let i = 0; i < MAPPING_ROWS; i++) {
    const from = text(form, `mapFrom.${i}`);
    const to = text(form, `mapTo.${i}`);
    if (!from && !to) continue;
    if (!from || !to) errors[`mapFrom.${i}`] = "Fill in both the source column and the platform column, or neither";
    else if (!platformColumns.includes(to)) errors[`mapTo.${i}`] = "Choose one of the platform's columns";
    else if (Object.values(columns).includes(to)) errors[`mapTo.${i}`] = `The column ${to} is already fed`;
    else columns[from] = to;
  }
  for (let i = 0; i < MAPPING_ROWS; i++) {
    const column = text(form, `aliasColumn.${i}`);
    const from = text(form, `aliasFrom.${i}`);
    const to = text(form, `aliasTo.${i}`);
    if (!column && !from && !to) continue;
    if (!column || !from || !to)
      errors[`aliasFrom.${i}`] = "Fill in the column, the source value and the platform value";
    else if (!platformColumns.includes(column)) errors[`aliasColumn.${i}`] = "Choose one of the platform's columns";
    else (values[column] ??= {})[from] = to;
  }
  const mapping: FeedMapping = {};
  if (Object.keys(columns).length) mapping.columns = columns;
  if (Object.keys(values).length) mapping.values = values;
  return { mapping, errors };
}

/**
 * A source's form, judged whole: every bad field gets its own message (keyed by the field's name) and nothing is
 * saved. A pull source needs an address (see pull-url.ts) and a schedule; other kinds keep neither.
 */
export function parseSourceForm(
  form: FormData,
  platformColumns: readonly string[],
  rules: { allowLoopbackHttp: boolean },
): SourceInputResult {
  const errors: Record<string, string> = {};
  const parsed = base.safeParse({
    name: text(form, "name"),
    kind: text(form, "kind"),
    format: text(form, "format"),
    maxRemovedPercent: text(form, "maxRemovedPercent") || "20",
  });
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  const kind = text(form, "kind");
  let url: string | null = null;
  let everyMinutes: number | null = null;
  if (kind === "pull") {
    url = text(form, "url");
    const problem = pullUrlProblem(url, rules);
    if (problem) errors.url = problem;
    const every = Number(text(form, "everyMinutes"));
    if (!Number.isInteger(every) || every < MIN_EVERY || every > MAX_EVERY)
      errors.everyMinutes = `Run every ${MIN_EVERY} to ${MAX_EVERY} minutes (a whole number)`;
    else everyMinutes = every;
  }
  const { mapping, errors: mappingErrors } = parseMapping(form, platformColumns);
  Object.assign(errors, mappingErrors);
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name: parsed.data.name,
      kind: parsed.data.kind,
      format: parsed.data.format,
      url,
      everyMinutes,
      fullFeed: form.get("fullFeed") === "on",
      maxRemovedShare: parsed.data.maxRemovedPercent / 100,
      enabled: form.get("enabled") === "on",
      mapping,
    },
  };
}
