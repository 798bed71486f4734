import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { authUsers, savedSearches } from "@/platform/db/schema";
import { withdrawQueuedSms } from "@/platform/sms/sms-outbox.db";
import {
  alertColumns,
  storedAlertColumns,
  withConsent,
  type AlertChoice,
  type StoredAlerts,
} from "./alert-preferences";
import { SAVED_SEARCH_LIMIT } from "./saved-search-rules";
import { searchAlertSmsAbout } from "./alert-sms-about";

/**
 * A shopper's saved searches. Every query is scoped by the site and the shopper: another shopper's or another site's
 * saved search is not found and is never changed.
 */

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export type CreateOutcome =
  | { ok: true; id: number }
  | { ok: false; reason: "limit" }
  | { ok: false; reason: "duplicate"; name: string }
  | { ok: false; reason: "not_found" };

const ownedBy = (siteId: number, userId: string) =>
  and(eq(savedSearches.siteId, siteId), eq(savedSearches.userId, userId));
const ownRow = (siteId: number, userId: string, id: number) => and(ownedBy(siteId, userId), eq(savedSearches.id, id));

/**
 * Saves a search for the shopper. The shopper's row is locked for the transaction, so two saves at once cannot both
 * pass the cap of SAVED_SEARCH_LIMIT; the same filters (path and canonical query) saved again are refused, naming the
 * search they were saved as (the unique key decides if two saves of them race).
 */
export async function createSavedSearch(
  db: Database,
  siteId: number,
  userId: string,
  search: { name: string; path: string; query: string },
): Promise<CreateOutcome> {
  return db.transaction(async (tx): Promise<CreateOutcome> => {
    const [owner] = await tx
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(and(eq(authUsers.id, userId), eq(authUsers.siteId, siteId)))
      .for("update");
    if (!owner) return { ok: false, reason: "not_found" };
    const [same] = await tx
      .select({ name: savedSearches.name })
      .from(savedSearches)
      .where(and(ownedBy(siteId, userId), eq(savedSearches.path, search.path), eq(savedSearches.query, search.query)));
    if (same) return { ok: false, reason: "duplicate", name: same.name };
    const [{ n }] = (await tx.select({ n: count() }).from(savedSearches).where(ownedBy(siteId, userId))) as [
      { n: number },
    ];
    if (n >= SAVED_SEARCH_LIMIT) return { ok: false, reason: "limit" };
    const [added] = await tx
      .insert(savedSearches)
      .values({ siteId, userId, ...search })
      .onConflictDoNothing()
      .returning({ id: savedSearches.id });
    return added ? { ok: true, id: added.id } : { ok: false, reason: "duplicate", name: search.name };
  });
}

/** The shopper's saved searches on this site, newest first. */
export async function listSavedSearches(db: Database, siteId: number, userId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(ownedBy(siteId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/** One of the shopper's saved searches on this site, or null (another shopper's or site's is not found). */
export async function findSavedSearch(
  db: Database,
  siteId: number,
  userId: string,
  id: number,
): Promise<SavedSearchRow | null> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(ownRow(siteId, userId, id));
  return row ?? null;
}

/** Renames the shopper's own saved search; false when it is not theirs on this site (nothing changes). */
export async function renameSavedSearch(db: Database, siteId: number, userId: string, id: number, name: string) {
  const renamed = await db
    .update(savedSearches)
    .set({ name, updatedAt: sql`now()` })
    .where(ownRow(siteId, userId, id))
    .returning({ id: savedSearches.id });
  return renamed.length > 0;
}

/** Deletes the shopper's own saved search; false when it is not theirs on this site (nothing changes). */
export async function deleteSavedSearch(db: Database, siteId: number, userId: string, id: number) {
  const deleted = await db
    .delete(savedSearches)
    .where(ownRow(siteId, userId, id))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}

/**
 * Stores the alerts chosen for the shopper's own saved search, with each channel's opt-in (alert-preferences.ts
 * withConsent): read and written in one transaction with the row locked, so a consent is never lost to a race.
 * False when the search is not theirs on this site (nothing changes).
 */
export async function setSavedSearchAlerts(
  db: Database,
  siteId: number,
  userId: string,
  id: number,
  choice: AlertChoice,
  consent: { now: Date; dealer: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(savedSearches)
      .where(ownRow(siteId, userId, id))
      .for("update");
    if (!row) return false;
    const before = storedAlerts(row);
    const next = withConsent(before, choice, consent.now, consent.dealer);
    // Texts already queued for this search stop with its SMS alerts, as they do by the unsubscribe link.
    if (before.sms && !next.sms) await withdrawQueuedSms(tx, { about: [searchAlertSmsAbout(id)] });
    await tx
      .update(savedSearches)
      .set({
        ...alertColumns(next),
        alertFrequency: next.frequency,
        updatedAt: sql`now()`,
      })
      .where(ownRow(siteId, userId, id));
    return true;
  });
}

/** A stored row's alert columns. */
export function storedAlerts(row: SavedSearchRow): StoredAlerts {
  return storedAlertColumns(row, row.alertFrequency === "instant" ? "instant" : "daily");
}

/** Whether the shopper's account on this site has a mobile number it verified (by a sign-in code). */
export async function hasVerifiedMobile(db: Database, siteId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ verified: authUsers.phoneNumberVerified, phone: authUsers.phoneNumber })
    .from(authUsers)
    .where(and(eq(authUsers.id, userId), eq(authUsers.siteId, siteId)));
  return Boolean(row?.verified && row.phone);
}
