import { and, desc, eq } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { leads } from "@/platform/db/schema";
import type { GarageLead } from "./garage-activity";

/** The leads a shopper sent while signed in on this site (the 100 newest). */
export async function shopperLeads(db: Database, siteId: number, userId: string): Promise<GarageLead[]> {
  const rows = await db
    .select({
      id: leads.id,
      category: leads.category,
      subcategory: leads.subcategory,
      createdAt: leads.createdAt,
      snapshot: leads.snapshot,
    })
    .from(leads)
    .where(and(eq(leads.siteId, siteId), eq(leads.userId, userId)))
    .orderBy(desc(leads.createdAt))
    .limit(100);
  return rows.map(({ snapshot, ...row }) => ({
    ...row,
    vehicle: snapshot.vehicle
      ? {
          year: snapshot.vehicle.year,
          make: snapshot.vehicle.make,
          model: snapshot.vehicle.model,
          badge: snapshot.vehicle.badge,
        }
      : null,
    when: snapshot.answers["Preferred test drive time"] ?? null,
    location: snapshot.location?.name ?? null,
  }));
}
