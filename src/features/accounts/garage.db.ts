import { and, desc, eq } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { leads } from "@/platform/db/schema";
import { formatMoney } from "@/features/vehicle";
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
  return rows.map(({ snapshot, ...row }) => {
    // A trade-in valuation is about the shopper's own car (and its offer) unless it went towards a stock car.
    const t = snapshot.tradeIn;
    const ownCar =
      t?.year && t.make && t.model ? { year: t.year, make: t.make, model: t.model, badge: t.badge ?? null } : null;
    return {
      ...row,
      vehicle: snapshot.vehicle
        ? {
            year: snapshot.vehicle.year,
            make: snapshot.vehicle.make,
            model: snapshot.vehicle.model,
            badge: snapshot.vehicle.badge,
          }
        : ownCar,
      when: snapshot.answers["Preferred test drive time"] ?? (t?.offer ? `Offer ${formatMoney(t.offer.price)}` : null),
      location: snapshot.location?.name ?? null,
    };
  });
}
