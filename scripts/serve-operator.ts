import { FEED_FORMATS, type FeedFormat } from "@/domain/stock-feeds";
import { processDatabaseHandle } from "@/platform/db/process-database";
import { operatorJson, startOperatorDoor } from "@/platform/operator/operator-server";
import { importCommandFile } from "@/features/stock-feeds/index.server";
import { exportDocuments, importDocuments } from "@/features/site-documents/index.server";
import { env } from "@/platform/env";
import path from "node:path";

/**
 * The server's operator tasks on the embedded database it holds (scripts/serve.ts opens the door): `stock:import`
 * hands its file here and the same import runs in this process, on its database handle. Answers the outcome as JSON:
 * 200 the run, 404 an unknown site, 409 another run of the source under way, 400 a request naming no site or format
 * or a body that is not JSON.
 */
export async function openOperatorDoor(dataDir: string) {
  // Held before the door is named: a command that finds the door finds this process holding the database.
  await processDatabaseHandle();
  return startOperatorDoor(dataDir, {
    // sites:export and sites:import: the site documents, written out or loaded, as the command does by itself.
    "/sites-export": async (_query, body) => {
      const { site } = await readJson(body);
      const { db } = await processDatabaseHandle();
      return { status: 200, json: { documents: Object.fromEntries(await exportDocuments(db, site)) } };
    },
    "/sites-import": async (_query, body) => {
      const { site, documents } = await readJson(body);
      const { db } = await processDatabaseHandle();
      const outcome = await importDocuments(
        db,
        path.resolve(env().SITES_DIR),
        new Map(Object.entries(documents)),
        site,
      );
      return { status: "published" in outcome ? 200 : 422, json: outcome };
    },
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

/** A sites task's request: the site (or null for every one) and, for an import, the files by path. */
async function readJson(
  body: AsyncIterable<Buffer | string>,
): Promise<{ site: string | null; documents: Record<string, string> }> {
  const read = await operatorJson(body);
  const json = (typeof read === "object" && read !== null ? read : {}) as { site?: unknown; documents?: unknown };
  const documents =
    typeof json.documents === "object" && json.documents !== null
      ? Object.fromEntries(
          Object.entries(json.documents).filter((e): e is [string, string] => typeof e[1] === "string"),
        )
      : {};
  return { site: typeof json.site === "string" ? json.site : null, documents };
}
