import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { authUsers, dealerships, leadDeliveries, leads, spinEntries, spinPrizeStock } from "@/platform/db/schema";
import { openSeededTestDatabase, type SeededTestDatabase } from "@/platform/db/testing/test-database";
import type { SpinToWinConfig } from "@/platform/site/spin-to-win-schema";
import { deleteAccountData } from "@/features/accounts/index.server";
import { recordLeadIn } from "@/features/leads/index.server";
import { spinLead } from "./spin-lead";
import { prizeStockLeft, spinEntry, spinOnce, wonPrizes } from "./spin.db";

let handle: DatabaseHandle;
let seeded: SeededTestDatabase;
let site: { id: number; config: Awaited<ReturnType<SeededTestDatabase["siteFor"]>>["config"] };
let dealership: { id: number; name: string; leadEmail: string };

beforeAll(async () => {
  seeded = await openSeededTestDatabase();
  handle = seeded.handle;
  site = await seeded.siteFor("harbour-toyota");
  const [first] = await handle.db
    .select({ id: dealerships.id, name: dealerships.name, leadEmail: dealerships.leadEmail })
    .from(dealerships)
    .where(eq(dealerships.siteId, site.id))
    .limit(1);
  dealership = first!;
}, 180_000);
afterAll(async () => handle?.close());

function campaign(id: string, stock: number): SpinToWinConfig {
  return {
    campaign: id,
    title: "Test spin",
    description: "A test campaign.",
    startsAt: "2026-01-01T00:00:00Z",
    endsAt: "2027-01-01T00:00:00Z",
    prizes: [{ id: "car", name: "A car", oddsOneIn: 1, stock, claimInstructions: "Call the dealer." }],
    consolation: { name: "A key ring", claimInstructions: "Ask at reception." },
    terms: "Test terms.",
    permits: {},
  };
}

let phones = 0;
/** Each account's mobile number, as sign-in stored it. */
const phoneOf = new Map<string, string>();
async function users(prefix: string, n: number, siteId = site.id, phone?: string): Promise<string[]> {
  const ids = Array.from({ length: n }, (_, i) => `${prefix}-${i}`);
  const rows = ids.map((id, i) => ({
    id,
    siteId,
    name: "Shopper",
    email: `${id}@phone.invalid`,
    phoneNumber: phone ?? `+61490${String(phones + i).padStart(6, "0")}`,
  }));
  await handle.db.insert(authUsers).values(rows);
  for (const row of rows) phoneOf.set(row.id, row.phoneNumber);
  phones += n;
  return ids;
}

/** A spin as the server runs it: the drawn prize is the campaign's only prize (odds 1 in 1), the lead written with it. */
function spin(userId: string, config: SpinToWinConfig) {
  return spinOnce(handle.db, {
    siteId: site.id,
    shopper: { userId, phoneNumber: phoneOf.get(userId)! },
    campaign: config,
    drawn: config.prizes[0]!,
    recordLead: async (tx, outcome, entryId) => {
      const lead = spinLead(
        site,
        config,
        {
          entryId,
          outcome,
          origin: "http://harbour-toyota.localhost",
          shopper: { name: "Test Shopper", email: null, phone: "0400 000 001" },
        },
        dealership,
      );
      return lead ? recordLeadIn(tx, lead) : Promise.reject(new Error("no lead"));
    },
  });
}

describe("spin-to-win stock under concurrency", () => {
  it("200 simultaneous spins on the last prize: exactly one winner, the stock at zero and not below", async () => {
    const config = campaign("race", 1);
    const shoppers = await users("race", 200);
    const results = await Promise.all(shoppers.map((id) => spin(id, config)));
    const winners = results.filter((r) => r.kind === "spun" && r.outcome.kind === "prize");
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.kind === "spun" && r.outcome.kind === "consolation")).toHaveLength(199);
    const [stock] = await handle.db
      .select({ remaining: spinPrizeStock.remaining })
      .from(spinPrizeStock)
      .where(and(eq(spinPrizeStock.siteId, site.id), eq(spinPrizeStock.campaign, "race")));
    expect(stock!.remaining).toBe(0);
    const [stored] = await handle.db
      .select({ n: count() })
      .from(spinEntries)
      .where(and(eq(spinEntries.campaign, "race"), eq(spinEntries.prizeId, "car")));
    expect(stored!.n).toBe(1);
  }, 120_000);

  it("every win reaches the dealer as a lead in the outbox, with the prize and how to claim it", async () => {
    const rows = await handle.db
      .select({ id: leads.id, subcategory: leads.subcategory, snapshot: leads.snapshot })
      .from(leads)
      .where(and(eq(leads.siteId, site.id), eq(leads.category, "Spin to Win")));
    expect(rows).toHaveLength(200);
    const prize = rows.filter((r) => r.subcategory === "Prize won");
    expect(prize).toHaveLength(1);
    expect(prize[0]!.snapshot.answers["Prize"]).toBe("A car");
    expect(prize[0]!.snapshot.answers["How to claim"]).toBe("Call the dealer.");
    const [deliveries] = await handle.db
      .select({ n: count() })
      .from(leadDeliveries)
      .where(and(eq(leadDeliveries.leadId, prize[0]!.id), eq(leadDeliveries.channel, "email")));
    expect(deliveries!.n).toBe(1);
  });

  it("a stock that has run out never goes negative: further spins win the consolation", async () => {
    const config = campaign("race", 1);
    const [late] = await users("late", 1);
    const result = await spin(late!, config);
    expect(result.kind === "spun" && result.outcome.kind).toBe("consolation");
    expect((await prizeStockLeft(handle.db, site.id, config)).get("car")).toBe(0);
  });
});

describe("once per campaign", () => {
  it("a shopper's second spin (even at the same moment) is the first one's result, with no second prize taken", async () => {
    const config = campaign("twice", 10);
    const [shopper] = await users("twice", 1);
    const results = await Promise.all([spin(shopper!, config), spin(shopper!, config), spin(shopper!, config)]);
    expect(results.filter((r) => r.kind === "spun")).toHaveLength(1);
    expect(results.filter((r) => r.kind === "already")).toHaveLength(2);
    const again = await spin(shopper!, config);
    expect(again.kind).toBe("already");
    expect(again.entry.prizeName).toBe("A car");
    const [entries] = await handle.db
      .select({ n: count() })
      .from(spinEntries)
      .where(and(eq(spinEntries.userId, shopper!), eq(spinEntries.campaign, "twice")));
    expect(entries!.n).toBe(1);
    expect((await prizeStockLeft(handle.db, site.id, config)).get("car")).toBe(9);
  });

  it("a new campaign is a new spin, and the garage lists both prizes", async () => {
    const [shopper] = await users("again", 1);
    await spin(shopper!, campaign("first", 5));
    const second = await spin(shopper!, campaign("second", 5));
    expect(second.kind).toBe("spun");
    const prizes = await wonPrizes(handle.db, site.id, phoneOf.get(shopper!)!);
    expect(prizes.map((p) => p.campaign).sort()).toEqual(["first", "second"]);
    expect(prizes[0]!.claimInstructions).toBe("Call the dealer.");
  });

  it("is per site: another site's shopper record does not see this site's spin", async () => {
    const [shopper] = await users("scope", 1);
    await spin(shopper!, campaign("scoped", 5));
    const other = await seeded.siteFor("bigbox-used");
    expect(await spinEntry(handle.db, other.id, "scoped", phoneOf.get(shopper!)!)).toBeNull();
    expect(await wonPrizes(handle.db, other.id, phoneOf.get(shopper!)!)).toEqual([]);
  });

  it("is per mobile number, not per account: deleting the account and making it again with the number gives no second spin", async () => {
    const config = campaign("recreated", 10);
    const [first] = await users("deleted", 1);
    const phone = phoneOf.get(first!)!;
    const spun = await spin(first!, config);
    expect(spun.kind).toBe("spun");
    expect(await deleteAccountData(handle.db, site.id, first!)).toBe(true);
    // The entry outlives the account (no longer tied to it), so the number's one spin still counts.
    expect(await spinEntry(handle.db, site.id, "recreated", phone)).toMatchObject({ prizeName: "A car" });

    const [again] = await users("recreated", 1, site.id, phone);
    const results = await Promise.all([spin(again!, config), spin(again!, config)]);
    expect(results.map((r) => r.kind)).toEqual(["already", "already"]);
    expect(results[0]!.entry.id).toBe(spun.entry.id);
    expect((await wonPrizes(handle.db, site.id, phone)).map((p) => p.id)).toEqual([spun.entry.id]);
    const [entries] = await handle.db
      .select({ n: count() })
      .from(spinEntries)
      .where(and(eq(spinEntries.siteId, site.id), eq(spinEntries.campaign, "recreated")));
    expect(entries!.n).toBe(1);
    expect((await prizeStockLeft(handle.db, site.id, config)).get("car")).toBe(9);
  });

  it("the database itself refuses a second entry for a number in a campaign, whichever account writes it", async () => {
    const [one, two] = await users("direct", 2);
    const row = { siteId: site.id, campaign: "direct", phoneNumber: "+61499999999" };
    await handle.db.insert(spinEntries).values({ ...row, userId: one! });
    await expect(handle.db.insert(spinEntries).values({ ...row, userId: two! })).rejects.toThrow();
  });

  it("the same number's account on another dealer's site spins that site's campaign on its own", async () => {
    const config = campaign("elsewhere", 5);
    const [here] = await users("number-here", 1);
    await spin(here!, config);
    const other = await seeded.siteFor("bigbox-used");
    const [there] = await users("number-there", 1, other.id, phoneOf.get(here!)!);
    const result = await spinOnce(handle.db, {
      siteId: other.id,
      shopper: { userId: there!, phoneNumber: phoneOf.get(there!)! },
      campaign: config,
      drawn: config.prizes[0]!,
    });
    expect(result.kind).toBe("spun");
  });

  it("the database refuses a negative stock even from a direct update", async () => {
    await expect(
      handle.db
        .update(spinPrizeStock)
        .set({ remaining: -1 })
        .where(and(eq(spinPrizeStock.siteId, site.id), eq(spinPrizeStock.campaign, "race"))),
    ).rejects.toThrow();
  });
});
