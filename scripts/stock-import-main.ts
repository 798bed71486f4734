import { createReadStream } from "node:fs";
import { access } from "node:fs/promises";
import { parseArgs } from "node:util";
import { env } from "@/platform/env";
import { openDatabase, targetFromEnv } from "@/platform/db/client";
import { embeddedLockHolder } from "@/platform/db/embedded-lock";
import { chooseImportRoute } from "@/platform/operator/import-route";
import { readOperatorFile } from "@/platform/operator/operator-file";
import { commandFileFormat, importCommandFile } from "@/features/stock-feeds/index.server";
import { handImportToServer } from "./stock-import-hand-off";
import { printImportOutcome } from "./stock-import-print";

/** stock-import.ts's work, loaded once the server-side modules are allowed in the process. */
export async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ options: { site: { type: "string" } }, allowPositionals: true });
  const file = positionals[0];
  if (!values.site || !file) {
    console.error("usage: npm run stock:import -- --site SLUG FILE.csv (or FILE.json, FILE.xml)");
    return 2;
  }
  try {
    await access(file);
  } catch (err) {
    console.error(`cannot read ${file}: ${(err as Error).message}`);
    return 2;
  }
  const format = commandFileFormat(file);
  const target = targetFromEnv(env());
  const holder = "dataDir" in target ? embeddedLockHolder(target.dataDir) : null;
  const route = chooseImportRoute(target, holder, "dataDir" in target ? readOperatorFile(target.dataDir) : null);
  if (route.kind === "held") {
    console.error(
      `the embedded database is held by process ${route.pid}, which takes no imports (a \`db:prepare\`, a server ` +
        "still preparing, or one started by an older version): try again when it has finished, or restart the server",
    );
    return 1;
  }
  if (route.kind === "hand-off") {
    const outcome = await handImportToServer(route.door, { slug: values.site, format, file });
    return "refused" in outcome ? (console.error(outcome.refused), 1) : printImportOutcome(file, values.site, outcome);
  }
  const handle = await openDatabase(target);
  try {
    await handle.migrate();
    const body = createReadStream(file);
    const outcome = await importCommandFile(handle.db, { slug: values.site, format, body });
    return printImportOutcome(file, values.site, outcome);
  } finally {
    await handle.close();
  }
}
