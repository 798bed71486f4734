import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/db.server";
import { currentSite } from "@/platform/site/current-site.server";

export const dynamic = "force-dynamic";

/** 200 when the database answers; 503 (without internals) when it does not. */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  try {
    const site = await currentSite((await params).site);
    if (!site) return Response.json({ error: { code: "not_found", message: "Unknown site" } }, { status: 404 });
    const db = await getDb();
    await db.execute(sql`select 1`);
    return Response.json({ status: "ok", site: site.config.slug });
  } catch (err) {
    console.error("health check failed:", (err as Error).message);
    return Response.json({ error: { code: "unavailable", message: "The database is not reachable" } }, { status: 503 });
  }
}
