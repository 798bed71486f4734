import { eq, sql } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { vehicles } from "@/platform/db/schema";
import { holdsVersion } from "@/features/vehicle/index.server";

/**
 * A site's stock version: it moves whenever any of the site's cars is inserted, updated or deleted (by this process or
 * another: the stock import) and whenever a hold starts or ends. The search index rebuilds when it moves
 * (indexed-stock-search.db.ts), and the sitemap's cache is keyed to it (findability/sitemap.server.ts).
 */
export async function stockVersion(db: Database, siteId: number): Promise<string> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      at: sql<string>`max(${vehicles.updatedAt})::text`,
      id: sql<number>`max(${vehicles.id})`,
      // Every insert or update writes a row version with a new xmin, so the sum moves even when a
      // writer's clock does not (two imports in one second, a writer that forgets updated_at).
      rows: sql<string>`sum(xmin::text::bigint)::text`,
      // Holds change what a card shows (Reserved, its reserve button) without touching the car's row.
      holds: holdsVersion(siteId),
    })
    .from(vehicles)
    .where(eq(vehicles.siteId, siteId));
  return `${row?.n}|${row?.at}|${row?.id}|${row?.rows}|${row?.holds}`;
}
