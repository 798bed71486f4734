import { FEED_FORMATS, type FeedFormat } from "@/domain/stock-feeds";
import { processDatabaseHandle } from "@/platform/db/process-database";
import { startOperatorDoor } from "@/platform/operator/operator-server";
import { importCommandFile } from "@/features/stock-feeds/index.server";

/**
 * The server's operator tasks on the embedded database it holds (scripts/serve.ts opens the door): `stock:import`
 * hands its file here and the same import runs in this process, on its database handle. Answers the outcome as JSON:
 * 200 the run, 404 an unknown site, 409 another run of the source under way, 400 a request naming no site or format.
 */
export async function openOperatorDoor(dataDir: string) {
  // Held before the door is named: a command that finds the door finds this process holding the database.
  await processDatabaseHandle();
  return startOperatorDoor(dataDir, {
    "/stock-import": async (query, body) => {
      const slug = query.get("site");
      const format = query.get("format") as FeedFormat | null;
      if (!slug || !format || !FEED_FORMATS.includes(format)) {
        body.resume();
        return { status: 400, json: { error: `site and format (${FEED_FORMATS.join(", ")}) are required` } };
      }
      const { db } = await processDatabaseHandle();
      const outcome = await importCommandFile(db, { slug, format, body });
      body.resume(); // an unknown site's file is not read: let it drain
      const status = "unknownSite" in outcome ? 404 : "busy" in outcome ? 409 : 200;
      return { status, json: outcome };
    },
  });
}
