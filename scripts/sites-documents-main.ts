import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { env } from "@/platform/env";
import { openDatabase, targetFromEnv } from "@/platform/db/client";
import { embeddedLockHolder } from "@/platform/db/embedded-lock";
import { chooseImportRoute } from "@/platform/operator/import-route";
import { readOperatorFile } from "@/platform/operator/operator-file";
import { diskTree, treeDocuments } from "@/platform/site/site-tree";
import { exportDocuments, importDocuments, type ImportOutcome } from "@/features/site-documents/index.server";
import { askOperatorDoor } from "./operator-json";

const USAGE =
  "usage: npm run sites:export -- [--site SLUG] [--out DIR]\n       npm run sites:import -- [--site SLUG] [--from DIR]";

/** sites-documents.ts's work, loaded once the server-side modules are allowed in the process. */
export async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { site: { type: "string" }, out: { type: "string" }, from: { type: "string" } },
    allowPositionals: true,
  });
  const mode = positionals[0];
  if ((mode !== "export" && mode !== "import") || (values.site && !/^[a-z0-9-]{1,80}$/.test(values.site))) {
    console.error(USAGE);
    return 2;
  }
  const site = values.site ?? null;
  const root = path.resolve(env().SITES_DIR);
  const files = mode === "import" ? treeDocuments(diskTree(path.resolve(values.from ?? root))) : new Map();
  const target = targetFromEnv(env());
  const holder = "dataDir" in target ? embeddedLockHolder(target.dataDir) : null;
  const route = chooseImportRoute(target, holder, "dataDir" in target ? readOperatorFile(target.dataDir) : null);
  if (route.kind === "held") {
    console.error(
      `the embedded database is held by process ${route.pid}, which takes no operator work: try again later`,
    );
    return 1;
  }
  let outcome: { documents: Record<string, string> } | ImportOutcome;
  if (route.kind === "hand-off") {
    const answer = await askOperatorDoor(route.door, `/sites-${mode}`, {
      site,
      documents: Object.fromEntries(files),
    });
    if ("refused" in answer) return (console.error(answer.refused), 1);
    outcome = answer.json as typeof outcome;
  } else {
    const handle = await openDatabase(target);
    try {
      await handle.migrate();
      outcome =
        mode === "export"
          ? { documents: Object.fromEntries(await exportDocuments(handle.db, site)) }
          : await importDocuments(handle.db, root, files, site);
    } finally {
      await handle.close();
    }
  }
  if ("documents" in outcome) return writeDocuments(path.resolve(values.out ?? root), outcome.documents, site);
  return printImport(outcome);
}

function writeDocuments(out: string, documents: Record<string, string>, site: string | null): number {
  const paths = Object.keys(documents).sort();
  if (paths.length === 0) return (console.error(site ? `no documents of a site "${site}"` : "no documents"), 1);
  for (const documentPath of paths) {
    const file = path.join(out, documentPath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, documents[documentPath]!);
    console.log(`wrote ${file}`);
  }
  return 0;
}

function printImport(outcome: ImportOutcome): number {
  if ("published" in outcome) {
    for (const p of outcome.published) console.log(`published ${p}`);
    console.log(`${outcome.published.length} published, ${outcome.unchanged.length} unchanged`);
    return 0;
  }
  if (outcome.reason === "invalid") {
    console.error(`refused: nothing was imported. ${outcome.problems.length} problem(s):`);
    for (const p of outcome.problems) console.error(`  ${p}`);
  } else if (outcome.reason === "stale") console.error("refused: a document was published meanwhile; try again");
  else console.error(`refused (${outcome.reason}): nothing was imported`);
  return 1;
}
