/**
 * `npm run sites:schema`: writes sites/site-config.schema.json and sites/dealer-file.schema.json from
 * the zod schemas so editors complete and check site and dealer files. Layer files are partial, so
 * "required" is dropped from the first; `sites:check` enforces it.
 */
import { writeFileSync } from "node:fs";
import { z } from "zod";
import { siteConfigSchema } from "@/platform/site/config-schema";
import { dealerFileSchema } from "@/features/locations/dealer-file";
import { brandContentFileSchema, catalogueFileSchema, siteContentFileSchema } from "@/platform/content/content-schema";

function dropRequired(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(dropRequired);
  if (node && typeof node === "object") {
    return Object.fromEntries(
      Object.entries(node)
        .filter(([k]) => k !== "required")
        .map(([k, v]) => [k, dropRequired(v)]),
    );
  }
  return node;
}

const schema = dropRequired(z.toJSONSchema(siteConfigSchema, { io: "input", unrepresentable: "any" }));
writeFileSync("sites/site-config.schema.json", `${JSON.stringify(schema, null, 2)}\n`);
console.log("wrote sites/site-config.schema.json");

const dealerSchema = z.toJSONSchema(dealerFileSchema, { io: "input", unrepresentable: "any" });
writeFileSync("sites/dealer-file.schema.json", `${JSON.stringify(dealerSchema, null, 2)}\n`);
console.log("wrote sites/dealer-file.schema.json");

// Content files (sites/content/): catalogues, brand pages, a site's offers, promo cards and pages.
for (const [file, contentSchema] of [
  ["sites/catalogue-file.schema.json", catalogueFileSchema],
  ["sites/brand-content-file.schema.json", brandContentFileSchema],
  ["sites/site-content-file.schema.json", siteContentFileSchema],
] as const) {
  writeFileSync(
    file,
    `${JSON.stringify(z.toJSONSchema(contentSchema, { io: "input", unrepresentable: "any" }), null, 2)}\n`,
  );
  console.log(`wrote ${file}`);
}
