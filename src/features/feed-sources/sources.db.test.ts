import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "@/platform/db/audit-log.db";
import type { DatabaseHandle } from "@/platform/db/client";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { checkPushKey, createKey, listKeys, revokeKey } from "./api-keys.db";
import type { SourceInput } from "./source-input";
import { createSource, listSources, sourceFor, updateSource } from "./sources.db";
import { feedMember, feedSite, type FeedSite } from "./testing/feed-fixture";

/** Feed sources and their push keys on the real database: scope, audit in the same transaction, keys kept hashed. */
let handle: DatabaseHandle;
let harbour: FeedSite;
let southern: FeedSite;

beforeAll(async () => {
  handle = (await openSeededTestDatabase()).handle;
  harbour = await feedSite(handle.db, "harbour", "harbour-toyota");
  southern = await feedSite(handle.db, "southern", "southern-cross-motors");
}, 120_000);
afterAll(async () => handle?.close());

const input = (over: Partial<SourceInput> = {}): SourceInput => ({
  name: "Dealer DMS",
  kind: "push",
  format: "csv",
  url: null,
  everyMinutes: null,
  fullFeed: true,
  maxRemovedShare: 0.2,
  enabled: true,
  mapping: { columns: { StockNo: "stock_number" } },
  ...over,
});

describe("feed sources", () => {
  it("a manager makes and changes a source of their site, each change audited with before and after", async () => {
    const manager = feedMember(harbour, "manager", "h-manager");
    const made = await createSource(handle.db, manager, [harbour.siteId], harbour.siteId, input());
    expect(made.ok).toBe(true);
    const id = made.ok ? made.id : 0;
    expect(await updateSource(handle.db, manager, [harbour.siteId], id, input({ format: "xml" }))).toEqual({
      ok: true,
      id,
    });
    const trail = await auditTrail(handle.db, harbour.groupId, { kind: "feed-source", id: String(id) });
    expect(trail.map((t) => t.action)).toEqual(["feed-source.create", "feed-source.update"]);
    expect(trail[1]!.before).toMatchObject({ format: "csv" });
    expect(trail[1]!.after).toMatchObject({ format: "xml" });
    const listed = await listSources(handle.db, manager, [harbour.siteId]);
    expect(listed.map((s) => s.name)).toEqual(["Dealer DMS"]);
  });

  it("a second source of the same name on the site is refused, nothing changed", async () => {
    const manager = feedMember(harbour, "manager", "h-manager");
    expect(await createSource(handle.db, manager, [harbour.siteId], harbour.siteId, input())).toEqual({
      ok: false,
      reason: "name-taken",
    });
  });

  it("another group's member, sales and marketing never see nor change a source (answered as missing)", async () => {
    const manager = feedMember(harbour, "manager", "h-manager");
    const [source] = await listSources(handle.db, manager, [harbour.siteId]);
    const stranger = feedMember(southern, "owner", "s-owner");
    expect(await sourceFor(handle.db, stranger, [southern.siteId], source!.id, "read")).toBeNull();
    expect(await sourceFor(handle.db, stranger, [harbour.siteId], source!.id, "read")).toBeNull();
    expect(await sourceFor(handle.db, feedMember(harbour, "sales"), [harbour.siteId], source!.id, "read")).toBeNull();
    expect(
      await sourceFor(handle.db, feedMember(harbour, "marketing"), [harbour.siteId], source!.id, "update"),
    ).toBeNull();
    expect(await updateSource(handle.db, stranger, [harbour.siteId], source!.id, input({ name: "Taken" }))).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await createSource(handle.db, stranger, [harbour.siteId], harbour.siteId, input({ name: "X" }))).toEqual({
      ok: false,
      reason: "not-found",
    });
  });
});

describe("push keys", () => {
  it("are shown once, kept hashed, audited by prefix, refused once revoked", async () => {
    const manager = feedMember(harbour, "manager", "h-manager");
    const [source] = await listSources(handle.db, manager, [harbour.siteId]);
    const made = await createKey(handle.db, manager, [harbour.siteId], source!.id, "DMS");
    if (!made.ok) throw new Error("no key");
    const [listed] = await listKeys(handle.db, source!.id);
    expect(listed).toMatchObject({ name: "DMS", prefix: made.prefix, revokedAt: null });
    expect(JSON.stringify(listed)).not.toContain(made.key);
    const trail = await auditTrail(handle.db, harbour.groupId, { kind: "feed-source", id: String(source!.id) });
    expect(JSON.stringify(trail)).not.toContain(made.key);
    expect(trail.some((t) => t.action === "feed-key.create")).toBe(true);
    expect(await checkPushKey(handle.db, made.key)).toMatchObject({ ok: true, sourceId: source!.id });
    expect(await checkPushKey(handle.db, made.key, source!.id + 1000)).toEqual({ ok: false, reason: "wrong-source" });
    expect(await revokeKey(handle.db, manager, [harbour.siteId], source!.id, listed!.id)).toBe(true);
    expect(await checkPushKey(handle.db, made.key)).toEqual({ ok: false, reason: "revoked" });
    const stranger = feedMember(southern, "owner", "s-owner");
    expect(await createKey(handle.db, stranger, [southern.siteId], source!.id, "Mine")).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("only a push source has keys", async () => {
    const manager = feedMember(harbour, "manager", "h-manager");
    const made = await createSource(
      handle.db,
      manager,
      [harbour.siteId],
      harbour.siteId,
      input({ name: "Files", kind: "upload" }),
    );
    expect(await createKey(handle.db, manager, [harbour.siteId], made.ok ? made.id : 0, "k")).toEqual({
      ok: false,
      reason: "not-push",
    });
  });
});
