/**
 * `npm run sites:schema`: writes sites/site-config.schema.json from the zod schema so editors complete
 * and check site files. Layer files are partial, so "required" is dropped; `sites:check` enforces it.
 */
import { writeFileSync } from "node:fs";
import { z } from "zod";
import { siteConfigSchema } from "@/platform/site/config-schema";

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
