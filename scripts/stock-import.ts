/**
 * `npm run stock:import -- --site SLUG FILE.csv`: upserts a dealer's stock feed by stock number in one
 * transaction. A bad row is reported with its row number, column and reason, and nothing is written.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { env } from "@/platform/env";
import { openDatabase, targetFromEnv } from "@/platform/db/client";
import { formatCsvProblem } from "@/features/vehicle/stock-import/stock-csv";
import { importStockCsv } from "@/features/vehicle/stock-import/stock-import.db";
import { runCommand } from "./run-command";

async function main() {
  const { values, positionals } = parseArgs({ options: { site: { type: "string" } }, allowPositionals: true });
  const file = positionals[0];
  if (!values.site || !file) {
    console.error("usage: npm run stock:import -- --site SLUG FILE.csv");
    return 2;
  }
  let csv: string;
  try {
    csv = readFileSync(file, "utf8");
  } catch (err) {
    console.error(`cannot read ${file}: ${(err as Error).message}`);
    return 2;
  }
  const handle = await openDatabase(targetFromEnv(env()));
  try {
    await handle.migrate();
    const result = await importStockCsv(handle.db, values.site, csv);
    if (!result.ok && "siteMissing" in result) {
      // A new dealer's files are in sites/ but the database has not read them yet: say which command does.
      console.error(
        `no site "${values.site}" in the database: \`npm run db:prepare\` (or \`npm start\`) puts the sites of sites/ there ` +
          `(sites/sites/${values.site}.json and sites/dealers/${values.site}.json); run it, then import again`,
      );
      return 1;
    }
    if (!result.ok) {
      console.error(`${file}: nothing imported; ${result.problems.length} problem(s):`);
      for (const p of result.problems.slice(0, 100)) console.error(`  ${formatCsvProblem(p)}`);
      return 1;
    }
    console.log(
      `${file}: ${result.inserted} added, ${result.updated} updated, ${result.unchanged} unchanged on ${values.site}`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

runCommand(main);
