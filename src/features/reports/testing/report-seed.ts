import { and, eq, sql } from "drizzle-orm";
import { sampleLead } from "@/features/leads/testing/sample-lead";
import type { Database } from "@/platform/db/client";
import { eventRecord } from "@/platform/analytics/event-record";
import { analyticsEvents, leadDeskSettings, leads, phoneReveals, tradeInFlows, vehicles } from "@/platform/db/schema";

/** A small deterministic generator (mulberry32): the same varied data on every run and both databases. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export async function setSiteTimeZone(db: Database, siteId: number, timeZone: string): Promise<void> {
  await db
    .insert(leadDeskSettings)
    .values({ siteId, timeZone })
    .onConflictDoUpdate({ target: leadDeskSettings.siteId, set: { timeZone } });
}

type Car = { id: number; dealershipId: number; locationId: number | null };

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/**
 * Stores `count` raw rows of every kind the reports count (events of each kind, phone reveals, leads with and
 * without utm_* parameters, reservations, trade-ins) for one site, at instants spread over the days from `from`,
 * with some on the very edge of a UTC day (where a site's local day differs from the UTC one).
 */
export async function seedReportRows(
  db: Database,
  input: { siteId: number; from: Date; days: number; count: number; random: () => number },
): Promise<void> {
  const { siteId, random } = input;
  const cars: Car[] = await db
    .select({ id: vehicles.id, dealershipId: vehicles.dealershipId, locationId: vehicles.locationId })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), eq(vehicles.status, "in_stock")))
    .orderBy(vehicles.id)
    .limit(8);
  const span = input.days * 86_400_000;
  const at = () => {
    const ms = input.from.getTime() + Math.floor(random() * span);
    // One in five on a UTC midnight's edge.
    return new Date(random() < 0.2 ? Math.round(ms / 86_400_000) * 86_400_000 - (random() < 0.5 ? 1 : 0) : ms);
  };
  const events: (ReturnType<typeof eventRecord> & { createdAt: Date })[] = [];
  for (let i = 0; i < input.count; i++) {
    const car = pick(random, cars);
    const roll = random();
    const createdAt = at();
    if (roll < 0.25) {
      const results = random() < 0.3 ? 0 : Math.floor(random() * 40);
      const path = pick(random, ["/used-cars?make=tesla", "/used-cars?q=ute", "/used-cars?price=0-5000", "/used-cars"]);
      events.push({
        ...eventRecord({ siteId, eventId: 49, kind: "search_view", params: { path, results } }),
        createdAt,
      });
    } else if (roll < 0.55) {
      events.push({ ...eventRecord({ siteId, eventId: 4, kind: "vehicle_view", vehicleId: car.id }), createdAt });
    } else if (roll < 0.62) {
      events.push({ ...eventRecord({ siteId, eventId: 39, kind: "save_car", vehicleId: car.id }), createdAt });
    } else if (roll < 0.7) {
      const vehicleId = random() < 0.3 ? null : car.id;
      events.push({ ...eventRecord({ siteId, eventId: 25, kind: "call", vehicleId }), createdAt });
    } else if (roll < 0.78) {
      await db.insert(phoneReveals).values({ siteId, vehicleId: car.id, dealershipId: car.dealershipId, createdAt });
    } else if (roll < 0.92) {
      await storeLead(db, siteId, car, createdAt, random, false);
    } else if (roll < 0.96) {
      await storeLead(db, siteId, car, createdAt, random, true);
    } else {
      await db.execute(sql`
        insert into reservations (site_id, vehicle_id, request_key, state, hold, deposit_cents, hold_seconds, car,
                                  shopper, origin, payment_provider, created_at)
        values (${siteId}, ${random() < 0.2 ? null : car.id}, ${`report-${siteId}-${i}-${createdAt.getTime()}`},
                'confirmed', tstzrange(${createdAt.toISOString()}::timestamptz, null), 50000, 86400,
                '{}'::jsonb, ${JSON.stringify({ name: "Jo Citizen", email: "jo@mail.example", phone: "0400000123", postcode: null })}::jsonb,
                'http://localhost', 'demo', ${createdAt.toISOString()}::timestamptz)`);
    }
  }
  if (events.length) await db.insert(analyticsEvents).values(events);
}

async function storeLead(
  db: Database,
  siteId: number,
  car: Car,
  createdAt: Date,
  random: () => number,
  tradeIn: boolean,
): Promise<void> {
  const utm: Record<string, string> =
    random() < 0.5
      ? {}
      : {
          utm_source: pick(random, ["google", "facebook", "newsletter"]),
          utm_medium: pick(random, ["cpc", "social", "email"]),
          utm_campaign: pick(random, ["spring-sale", "utes", "eofy"]),
        };
  const category = tradeIn ? "Trade-In" : pick(random, ["General Enquiry", "Test Drive", "Finance Enquiry"]);
  const { id: _id, createdAt: _at, ...snapshot } = sampleLead({ category, linkedQueryParams: utm });
  const [row] = await db
    .insert(leads)
    .values({
      siteId,
      dealershipId: car.dealershipId,
      locationId: random() < 0.2 ? null : car.locationId,
      vehicleId: random() < 0.3 ? null : car.id,
      category,
      source: pick(random, ["Website", "Facebook Marketplace"]),
      url: snapshot.url,
      snapshot,
      createdAt,
    })
    .returning({ id: leads.id });
  if (tradeIn) await db.insert(tradeInFlows).values({ leadId: row!.id, siteId, createdAt });
}
