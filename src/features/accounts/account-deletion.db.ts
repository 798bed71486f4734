import { and, eq } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { authUsers, authVerifications, leads, smsOutbox } from "@/platform/db/schema";
import { codeIdentifier } from "./site-auth.db";

/**
 * "Delete my account with its data": the account, its sessions and watchlist (they cascade with it), any sign-in code
 * and any text message still waiting for its number on this site. Leads the shopper sent stay with the dealer who
 * received them (the dealer's own record of an enquiry, already delivered by e-mail) but are no longer tied to the
 * account; so do spin-to-win entries (their user_id is set null by the database), which hold the number's one spin
 * per campaign. Only this site's account is touched: the same number's account on another dealer's site is theirs.
 */
export async function deleteAccountData(db: Database, siteId: number, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ phone: authUsers.phoneNumber })
      .from(authUsers)
      .where(and(eq(authUsers.id, userId), eq(authUsers.siteId, siteId)));
    if (!user) return false;
    if (user.phone) {
      await tx
        .delete(authVerifications)
        .where(and(eq(authVerifications.siteId, siteId), eq(authVerifications.identifier, codeIdentifier(user.phone))));
      await tx.delete(smsOutbox).where(and(eq(smsOutbox.siteId, siteId), eq(smsOutbox.toPhone, user.phone)));
    }
    await tx
      .update(leads)
      .set({ userId: null })
      .where(and(eq(leads.siteId, siteId), eq(leads.userId, userId)));
    await tx.delete(authUsers).where(and(eq(authUsers.id, userId), eq(authUsers.siteId, siteId)));
    return true;
  });
}
