import { and, desc, eq } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { financeQuotes, leads } from "@/platform/db/schema";
import type { LeadDraft } from "@/features/leads";
import { recordLeadIn } from "@/features/leads/index.server";

export type FinanceQuote = typeof financeQuotes.$inferSelect;

/** The dealer's lead and the shopper's garage copy, stored together: both or neither. */
export async function saveFinanceQuote(
  db: Database,
  quote: Omit<typeof financeQuotes.$inferInsert, "id" | "leadId" | "createdAt">,
  lead: LeadDraft,
): Promise<FinanceQuote> {
  return db.transaction(async (tx) => {
    // A transaction offers every query a database does (nested transactions become savepoints).
    const leadId = await recordLeadIn(tx as unknown as Database, lead);
    const [row] = await tx
      .insert(financeQuotes)
      .values({ ...quote, leadId })
      .returning();
    return row!;
  });
}

/** A shopper's quotes on one site, newest first (the garage's section). */
export async function shopperFinanceQuotes(db: Database, siteId: number, userId: string): Promise<FinanceQuote[]> {
  return db
    .select()
    .from(financeQuotes)
    .where(and(eq(financeQuotes.siteId, siteId), eq(financeQuotes.userId, userId)))
    .orderBy(desc(financeQuotes.createdAt), desc(financeQuotes.id))
    .limit(50);
}

/**
 * The shopper deletes a quote from their garage: their answers and result are gone from our records, and the lead the
 * dealer already received is no longer tied to their account (the dealer's own copy stays with the dealer, as when an
 * account is deleted). Only their own quote on this site: anything else deletes nothing.
 */
export async function deleteFinanceQuote(db: Database, siteId: number, userId: string, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(financeQuotes)
      .where(and(eq(financeQuotes.id, id), eq(financeQuotes.siteId, siteId), eq(financeQuotes.userId, userId)))
      .returning({ leadId: financeQuotes.leadId });
    if (!gone) return false;
    if (gone.leadId !== null)
      await tx
        .update(leads)
        .set({ userId: null })
        .where(and(eq(leads.id, gone.leadId), eq(leads.siteId, siteId), eq(leads.userId, userId)));
    return true;
  });
}
