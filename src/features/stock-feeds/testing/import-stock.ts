import type { FeedProblem } from "@/domain/stock-feeds";
import type { Database } from "@/platform/db/client";
import { importCommandFile } from "@/features/stock-feeds/command-import.db";

export interface ImportedStock {
  /** Every row landed: the run applied and none was rejected. */
  ok: boolean;
  added: number;
  updated: number;
  unchanged: number;
  problems: FeedProblem[];
}

/**
 * Puts stock on a site in a test the way `npm run stock:import` does: a CSV run through the feed engine as the site's
 * command source (not a full feed, so cars the file leaves out stay as they are). `now` dates what the run writes.
 */
export async function importStock(db: Database, siteSlug: string, csv: string, now?: Date): Promise<ImportedStock> {
  const result = await importCommandFile(db, { slug: siteSlug, format: "csv", body: csv, now });
  if ("unknownSite" in result) throw new Error(`no site ${siteSlug} in the test database`);
  if ("busy" in result) throw new Error(`the command source of ${siteSlug} is busy`);
  return {
    ok: result.status === "applied" && result.rejected === 0,
    added: result.added,
    updated: result.updated,
    unchanged: result.unchanged,
    problems: result.problems,
  };
}
