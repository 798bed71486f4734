import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { spinEntries, spinPrizeStock } from "@/platform/db/schema";
import type { SpinPrizeConfig, SpinToWinConfig } from "@/platform/site/spin-to-win-schema";
import { resolveSpin, type SpinOutcome } from "./prize-draw";

/** A shopper's spin as the page and the garage show it. */
export interface SpinEntry {
  id: number;
  campaign: string;
  prizeId: string | null;
  prizeName: string | null;
  claimInstructions: string | null;
  createdAt: Date;
}

const entryFields = {
  id: spinEntries.id,
  campaign: spinEntries.campaign,
  prizeId: spinEntries.prizeId,
  prizeName: spinEntries.prizeName,
  claimInstructions: spinEntries.claimInstructions,
  createdAt: spinEntries.createdAt,
};

/**
 * Starts a campaign's prize stock from its configuration the first time it is needed. Never overwrites: what is
 * left belongs to the database, and a concurrent first spin inserting the same rows is harmless.
 */
async function ensurePrizeStock(
  db: Database,
  siteId: number,
  campaign: Pick<SpinToWinConfig, "campaign" | "prizes">,
): Promise<void> {
  await db
    .insert(spinPrizeStock)
    .values(campaign.prizes.map((p) => ({ siteId, campaign: campaign.campaign, prizeId: p.id, remaining: p.stock })))
    .onConflictDoNothing();
}

export type SpinResult =
  { kind: "spun"; entry: SpinEntry; outcome: SpinOutcome } | { kind: "already"; entry: SpinEntry };

/**
 * One mobile number's one spin of a campaign, all in one transaction: the entry first (the unique index on site,
 * campaign and number turns a second spin, a double click racing the first, or a spin from an account deleted and made
 * again with the same number, into "already"), then one of the drawn prize taken from its stock by a
 * conditional update (remaining > 0: under a row lock, so of any number of simultaneous spins on the last one
 * exactly one gets it and the stock stops at zero), then the outcome stored and the dealer's lead written.
 */
export async function spinOnce(
  db: Database,
  input: {
    siteId: number;
    /** The signed-in shopper: their account and its (verified) mobile number, E.164. */
    shopper: { userId: string; phoneNumber: string };
    campaign: Pick<SpinToWinConfig, "campaign" | "prizes" | "consolation">;
    /** The server's draw (prize-draw.ts drawPrize), made before the transaction. */
    drawn: SpinPrizeConfig | null;
    /** Writes the dealer's lead in the same transaction; its id is kept with the entry. */
    recordLead?: (tx: Database, outcome: SpinOutcome, entryId: number) => Promise<number | null>;
  },
): Promise<SpinResult> {
  const { siteId, shopper, campaign, drawn } = input;
  await ensurePrizeStock(db, siteId, campaign);
  const spun = await db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(spinEntries)
      .values({ siteId, campaign: campaign.campaign, phoneNumber: shopper.phoneNumber, userId: shopper.userId })
      .onConflictDoNothing()
      .returning({ id: spinEntries.id });
    if (!entry) return null;
    let taken = false;
    if (drawn) {
      const left = await tx
        .update(spinPrizeStock)
        .set({ remaining: sql`${spinPrizeStock.remaining} - 1` })
        .where(
          and(
            eq(spinPrizeStock.siteId, siteId),
            eq(spinPrizeStock.campaign, campaign.campaign),
            eq(spinPrizeStock.prizeId, drawn.id),
            gt(spinPrizeStock.remaining, 0),
          ),
        )
        .returning({ remaining: spinPrizeStock.remaining });
      taken = left.length === 1;
    }
    const outcome = resolveSpin(drawn, taken, campaign.consolation);
    const leadId = input.recordLead ? await input.recordLead(tx as unknown as Database, outcome, entry.id) : null;
    const [stored] = await tx
      .update(spinEntries)
      .set({
        prizeId: outcome.kind === "prize" ? outcome.prizeId : null,
        prizeName: outcome.kind === "nothing" ? null : outcome.name,
        claimInstructions: outcome.kind === "nothing" ? null : outcome.claimInstructions,
        leadId,
      })
      .where(eq(spinEntries.id, entry.id))
      .returning(entryFields);
    return { kind: "spun" as const, entry: stored!, outcome };
  });
  if (spun) return spun;
  const existing = await spinEntry(db, siteId, campaign.campaign, shopper.phoneNumber);
  return { kind: "already", entry: existing! };
}

/** This mobile number's spin of this campaign on this site, if it has spun it (whichever account it was then). */
export async function spinEntry(
  db: Database,
  siteId: number,
  campaign: string,
  phoneNumber: string,
): Promise<SpinEntry | null> {
  const [row] = await db
    .select(entryFields)
    .from(spinEntries)
    .where(
      and(eq(spinEntries.siteId, siteId), eq(spinEntries.campaign, campaign), eq(spinEntries.phoneNumber, phoneNumber)),
    );
  return row ?? null;
}

/**
 * The spins of this mobile number on this site that won something (the garage lists them, newest first): the prize is
 * the number's, like the spin, so an account made again with the number still sees how to claim it.
 */
export async function wonPrizes(db: Database, siteId: number, phoneNumber: string): Promise<SpinEntry[]> {
  return db
    .select(entryFields)
    .from(spinEntries)
    .where(
      and(
        eq(spinEntries.siteId, siteId),
        eq(spinEntries.phoneNumber, phoneNumber),
        sql`${spinEntries.prizeName} is not null`,
      ),
    )
    .orderBy(sql`${spinEntries.createdAt} desc`);
}

/** What is left of each prize of a campaign (prize id -> remaining); a prize never spun for has its full stock. */
export async function prizeStockLeft(
  db: Database,
  siteId: number,
  campaign: Pick<SpinToWinConfig, "campaign" | "prizes">,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ prizeId: spinPrizeStock.prizeId, remaining: spinPrizeStock.remaining })
    .from(spinPrizeStock)
    .where(and(eq(spinPrizeStock.siteId, siteId), eq(spinPrizeStock.campaign, campaign.campaign)));
  const left = new Map(campaign.prizes.map((p) => [p.id, p.stock]));
  for (const row of rows) left.set(row.prizeId, row.remaining);
  return left;
}
