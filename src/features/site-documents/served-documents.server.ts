import "server-only";
import path from "node:path";
import { loadSiteFiles } from "@/features/locations/index.server";
import { getDbHandle } from "@/platform/db/db.server";
import { untilItWorks } from "@/platform/db/until-it-works";
import { env } from "@/platform/env";
import { sharedPageCache } from "@/platform/page-cache/next-cache-handler";
import { formatProblem } from "@/platform/site/config-layers";
import { serveSiteTree } from "@/platform/site/served-site-tree";
import { diskTree, type SiteTree } from "@/platform/site/site-tree";
import { sitesReachedBy } from "./document-paths";
import { loadDocumentTree } from "./document-tree.db";
import { publishDueDrafts } from "./publish.db";

/** The channel migration 0027's trigger announces a changed document on; the payload is its path. */
const CONTENT_CHANNEL = "forecourt_content";
/** How often each process looks for drafts whose set publish time has come. */
const DUE_DRAFTS_EVERY_MS = 5_000;

const sitesDir = () => path.resolve(/*turbopackIgnore: true*/ process.cwd(), env().SITES_DIR);
const now = () => performance.timeOrigin + performance.now();

/**
 * Loads the site documents from the database and serves them: a site whose documents have a problem is refused alone
 * (its host answers 503, the log says why). A database with no documents yet (a server started without `npm start`'s
 * preparation) serves the folder, and says so.
 */
async function serveDocuments(log: (line: string) => void): Promise<{ tree: SiteTree; slugs: string[] }> {
  const handle = await getDbHandle();
  const stored = await loadDocumentTree(handle.db, sitesDir());
  const empty = stored.list(path.join(stored.root, "sites")).length === 0;
  if (empty)
    log(`No site documents in the database yet: serving the folder ${sitesDir()} (npm run db:prepare seeds them)`);
  const tree = empty ? diskTree(sitesDir()) : stored;
  const { problems, refused, servable, files } = loadSiteFiles(tree);
  if (problems.length > 0)
    console.error(
      `Site documents have ${problems.length} problem(s):\n${problems.map((p) => `  ${formatProblem(p)}`).join("\n")}\n` +
        `Refused until fixed (503): ${[...refused.keys()].join(", ") || "none"}; ` +
        `serving: ${servable.map((s) => s.slug).join(", ") || "none"}`,
    );
  serveSiteTree(tree, refused.keys());
  return { tree, slugs: files.map((f) => f.slug) };
}

let serving: Promise<void> | null = null;

/**
 * At the server's start: serve the database's documents, then keep serving the latest. A change announced by any
 * process (a publish, a scheduled one, an import) reloads them here, and only then drops the cached pages of the sites
 * it reaches, so no page rendered from the old documents is served as new. A lost listening connection may have
 * missed announcements: everything is reloaded and every cached page dropped.
 */
export function startServingDocuments(): Promise<void> {
  serving ??= (async () => {
    // Pages cannot be rendered before the documents are served: a database lost meanwhile delays the start.
    let { slugs } = await untilItWorks("loading the site documents", () => serveDocuments(console.log));
    const handle = await getDbHandle();
    let reloading: Promise<void> = Promise.resolve();
    const reload = (paths: string[] | "all") =>
      (reloading = reloading.then(async () => {
        try {
          ({ slugs } = await serveDocuments(() => {}));
          const heardAt = now();
          const invalidations = sharedPageCache().invalidations;
          if (paths === "all") invalidations.all = heardAt;
          else
            for (const slug of sitesReachedBy(paths, slugs)) {
              invalidations.byTag.set(`site:${slug}`, heardAt);
              invalidations.byTag.set(`stock:${slug}`, heardAt);
            }
        } catch (err) {
          console.error(
            `site documents could not be reloaded (still serving the last ones): ${(err as Error).message}`,
          );
        }
      }));
    await untilItWorks("listening for published documents", () =>
      handle.listen(
        CONTENT_CHANNEL,
        (documentPath) => void reload([documentPath]),
        () => void reload("all"),
      ),
    );
    const publishDue = () =>
      publishDueDrafts(handle.db, sitesDir()).then(
        ({ refused }) => {
          for (const p of refused)
            console.error(`scheduled publish of ${p} refused: it changed since, or has a problem`);
        },
        (err: Error) => console.error(`scheduled publishes failed (retried): ${err.message}`),
      );
    setInterval(() => void publishDue(), DUE_DRAFTS_EVERY_MS).unref();
    await publishDue();
  })();
  return serving;
}
