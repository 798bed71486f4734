import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { siteConfigSchema } from "./config-schema";

/**
 * No setting may exist that nothing reads: a dealer who sets one would see nothing change.
 * The settings below are parsed ahead of the open issue that builds them; each leaves this list when
 * that issue reads it (the second test fails until it does).
 */
const AWAITING: Record<string, string> = {};

/** Every setting's dotted path, down to the leaves of nested objects. */
function settingPaths(schema: z.ZodType, prefix = ""): string[] {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional || inner instanceof z.ZodPipe)
    inner = inner instanceof z.ZodPipe ? (inner.in as z.ZodType) : (inner.unwrap() as z.ZodType);
  if (!(inner instanceof z.ZodObject)) return [prefix];
  return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
    settingPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

const SRC = path.resolve(__dirname, "../..");
const productFiles = (): string[] =>
  readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.ts$|\/testing\/|config-schema\.ts$/.test(file))
    .map((file) => readFileSync(path.join(SRC, file), "utf8"));

/**
 * Read when used by name (`.compare`, or `{ compare }` destructured), or by a computed key in a file that
 * names it (`phones[carType]` beside the key `demo`); a nested setting only where its parent is read too,
 * so that a common word (`hidden`, `count`) elsewhere does not count.
 */
const usedByName = (file: string, key: string) => new RegExp(`\\.${key}\\b|[{,] *${key} *[,}]`).test(file);
const usedByIndex = (file: string, parent: string, key: string) =>
  new RegExp(`\\b${parent}\\[`).test(file) && new RegExp(`\\b${key}\\b`).test(file);
const isRead = (files: string[], setting: string) =>
  setting
    .split(".")
    .every((key, i, keys) =>
      files.some((file) => usedByName(file, key) || (i > 0 && usedByIndex(file, keys[i - 1]!, key))),
    );

describe("every site setting is read by the product", () => {
  const files = productFiles();
  const settings = settingPaths(siteConfigSchema).filter((s) => s !== "$schema");

  it("finds the settings of the schema (the walk reaches nested objects)", () => {
    expect(settings).toEqual(expect.arrayContaining(["slug", "features.compare", "search.priceSlider.roundTo"]));
    expect(settings.length).toBeGreaterThan(80);
  });

  it("reads each setting, except those an open issue builds next", () => {
    const unread = settings.filter((s) => !isRead(files, s));
    const awaits = (setting: string, key: string) => setting === key || setting.startsWith(`${key}.`);
    expect(unread.filter((s) => !Object.keys(AWAITING).some((key) => awaits(s, key)))).toEqual([]);
    expect(Object.keys(AWAITING).filter((key) => !unread.some((s) => awaits(s, key)))).toEqual([]);
  });
});
