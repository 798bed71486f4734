import type { CommandImportOutcome } from "@/features/stock-feeds/index.server";

/** Prints an import's outcome the same whichever process ran it; 0 when every row landed, 1 otherwise. */
export function printImportOutcome(file: string, slug: string, outcome: CommandImportOutcome): number {
  if ("unknownSite" in outcome) {
    // A new dealer's files are in sites/ but the database has not read them yet: say which command does.
    console.error(
      `no site "${slug}" in the database: \`npm run db:prepare\` (or \`npm start\`) puts the sites of sites/ there ` +
        `(sites/sites/${slug}.json and sites/dealers/${slug}.json); run it, then import again`,
    );
    return 1;
  }
  if ("busy" in outcome) {
    console.error(`${file}: another run of this source is under way; try again when it has finished`);
    return 1;
  }
  for (const p of outcome.problems.slice(0, 100))
    console.error(`  row ${p.row}, column ${p.column || "(file)"}: ${p.reason}`);
  if (outcome.problems.length > 100) console.error(`  ... ${outcome.rejected} rejected row(s) in all`);
  if (outcome.message) console.error(`${file}: ${outcome.message}`);
  console.log(
    `${file}: ${outcome.added} added, ${outcome.updated} updated, ${outcome.unchanged} unchanged on ${slug} ` +
      `(${outcome.rejected} rejected, ${outcome.sold} sold; run ${outcome.runId} ${outcome.status})`,
  );
  return outcome.status === "applied" && outcome.rejected === 0 ? 0 : 1;
}
