import { and, asc, eq, isNull } from "drizzle-orm";
import { appendAudit } from "@/platform/db/audit-log.db";
import type { Database } from "@/platform/db/client";
import { feedApiKeys, feedSources } from "@/platform/db/schema";
import { hashApiKey, newApiKey } from "./api-key";
import { sourceFor, type FeedMember } from "./sources.db";

export type ListedKey = Pick<
  typeof feedApiKeys.$inferSelect,
  "id" | "name" | "prefix" | "createdAt" | "lastUsedAt" | "revokedAt"
>;

/** A push source's keys, newest first: prefix and dates only (the key itself is never kept). */
export async function listKeys(db: Database, sourceId: number): Promise<ListedKey[]> {
  return db
    .select({
      id: feedApiKeys.id,
      name: feedApiKeys.name,
      prefix: feedApiKeys.prefix,
      createdAt: feedApiKeys.createdAt,
      lastUsedAt: feedApiKeys.lastUsedAt,
      revokedAt: feedApiKeys.revokedAt,
    })
    .from(feedApiKeys)
    .where(eq(feedApiKeys.sourceId, sourceId))
    .orderBy(asc(feedApiKeys.createdAt), asc(feedApiKeys.id));
}

export type CreateKeyResult =
  { ok: true; key: string; prefix: string } | { ok: false; reason: "not-found" | "not-push" };

/**
 * Makes a push key for a push source the member may update: the key is returned to be shown once, and only its
 * SHA-256 is stored. The audit entry names the key by its prefix, never the key.
 */
export async function createKey(
  db: Database,
  who: FeedMember,
  siteIds: readonly number[],
  sourceId: number,
  name: string,
): Promise<CreateKeyResult> {
  return db.transaction(async (tx) => {
    const source = await sourceFor(tx, who, siteIds, sourceId, "update");
    if (!source) return { ok: false as const, reason: "not-found" as const };
    if (source.kind !== "push") return { ok: false as const, reason: "not-push" as const };
    const made = newApiKey();
    const [row] = await tx
      .insert(feedApiKeys)
      .values({
        siteId: source.siteId,
        sourceId,
        name,
        prefix: made.prefix,
        keyHash: made.hash,
        createdByUserId: who.userId,
      })
      .returning({ id: feedApiKeys.id });
    await appendAudit(tx, {
      groupId: source.groupId,
      siteId: source.siteId,
      actorId: who.userId,
      action: "feed-key.create",
      targetKind: "feed-source",
      targetId: String(sourceId),
      before: null,
      after: { keyId: row!.id, name, prefix: made.prefix },
    });
    return { ok: true as const, key: made.key, prefix: made.prefix };
  });
}

/** Revokes a key of a source the member may update; a key already revoked stays as it was. */
export async function revokeKey(
  db: Database,
  who: FeedMember,
  siteIds: readonly number[],
  sourceId: number,
  keyId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const source = await sourceFor(tx, who, siteIds, sourceId, "update");
    if (!source) return false;
    const [row] = await tx
      .update(feedApiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(feedApiKeys.id, keyId), eq(feedApiKeys.sourceId, sourceId), isNull(feedApiKeys.revokedAt)))
      .returning({ prefix: feedApiKeys.prefix });
    if (!row) return false;
    await appendAudit(tx, {
      groupId: source.groupId,
      siteId: source.siteId,
      actorId: who.userId,
      action: "feed-key.revoke",
      targetKind: "feed-source",
      targetId: String(sourceId),
      before: { keyId, prefix: row.prefix },
      after: { keyId, revoked: true },
    });
    return true;
  });
}

export type PushKeyCheck =
  | { ok: true; keyId: number; sourceId: number; siteId: number; format: string }
  | { ok: false; reason: "unknown" | "revoked" | "wrong-source" | "disabled" };

/**
 * Finds the source a presented key pushes to. A key that is unknown or revoked is refused; so is a key used for a
 * source other than its own (the source the request named), and a source that is switched off. The key's last use is
 * noted.
 */
export async function checkPushKey(db: Database, key: string, sourceId?: number): Promise<PushKeyCheck> {
  const [row] = await db
    .select({
      keyId: feedApiKeys.id,
      sourceId: feedApiKeys.sourceId,
      siteId: feedApiKeys.siteId,
      revokedAt: feedApiKeys.revokedAt,
      enabled: feedSources.enabled,
      kind: feedSources.kind,
      format: feedSources.format,
    })
    .from(feedApiKeys)
    .innerJoin(feedSources, eq(feedSources.id, feedApiKeys.sourceId))
    .where(eq(feedApiKeys.keyHash, hashApiKey(key)));
  if (!row) return { ok: false, reason: "unknown" };
  if (row.revokedAt) return { ok: false, reason: "revoked" };
  if (sourceId !== undefined && sourceId !== row.sourceId) return { ok: false, reason: "wrong-source" };
  if (!row.enabled || row.kind !== "push") return { ok: false, reason: "disabled" };
  await db.update(feedApiKeys).set({ lastUsedAt: new Date() }).where(eq(feedApiKeys.id, row.keyId));
  return { ok: true, keyId: row.keyId, sourceId: row.sourceId, siteId: row.siteId, format: row.format };
}
