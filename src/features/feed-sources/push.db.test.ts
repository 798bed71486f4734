import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/platform/db/client";
import { feedApiKeys, rateLimitWindows, vehicles } from "@/platform/db/schema";
import { windowStart } from "@/platform/http/rate-limits.server";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { createKey, revokeKey } from "./api-keys.db";
import { handlePush, PUSH_LIMIT, PUSH_MAX_BYTES } from "./push.db";
import { createSource } from "./sources.db";
import { feedMember, feedSite, type FeedSite } from "./testing/feed-fixture";

/** The push API's handler with real requests on the real database. */
let handle: DatabaseHandle;
let harbour: FeedSite;
let sourceId: number;
let otherSourceId: number;
let key: string;

const push = (body: string, auth?: string, query = "") =>
  handlePush(
    handle.db,
    new Request(`http://console.localhost/api/feeds/push${query}`, {
      method: "POST",
      headers: { "Content-Type": "text/csv", ...(auth ? { Authorization: auth } : {}) },
      body,
    }),
  );

beforeAll(async () => {
  handle = (await openSeededTestDatabase()).handle;
  harbour = await feedSite(handle.db, "harbour", "harbour-toyota");
  const southern = await feedSite(handle.db, "southern", "southern-cross-motors");
  const manager = feedMember(harbour, "manager", "h-manager");
  const base = {
    format: "csv",
    url: null,
    everyMinutes: null,
    fullFeed: false,
    maxRemovedShare: 0.2,
    enabled: true,
    mapping: {},
  } as const;
  const made = await createSource(handle.db, manager, [harbour.siteId], harbour.siteId, {
    ...base,
    name: "DMS push",
    kind: "push",
  });
  sourceId = made.ok ? made.id : 0;
  const owner = feedMember(southern, "owner", "s-owner");
  const other = await createSource(handle.db, owner, [southern.siteId], southern.siteId, {
    ...base,
    name: "Theirs",
    kind: "push",
  });
  otherSourceId = other.ok ? other.id : 0;
  const k = await createKey(handle.db, manager, [harbour.siteId], sourceId, "DMS");
  key = k.ok ? k.key : "";
}, 120_000);
afterAll(async () => handle?.close());

describe("POST /api/feeds/push", () => {
  it("runs the source's feed with its key and answers the run's summary; the same file again changes nothing", async () => {
    const first = await push(harbour.csv(["PUSH1", "PUSH2"]), `Bearer ${key}`);
    expect(first.status).toBe(200);
    expect((await first.json()).run).toMatchObject({ status: "applied", added: 2 });
    const again = await push(harbour.csv(["PUSH1", "PUSH2"]), `Bearer ${key}`);
    expect((await again.json()).run).toMatchObject({ added: 0, unchanged: 2 });
    const cars = await handle.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.siteId, harbour.siteId), eq(vehicles.stocknum, "PUSH1")));
    expect(cars).toHaveLength(1);
    const [row] = await handle.db.select().from(feedApiKeys).where(eq(feedApiKeys.sourceId, sourceId));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it("answers 401 in the API's error shape for no key, a wrong key and a revoked key", async () => {
    for (const auth of [undefined, "Bearer fcp_" + "x".repeat(43), `Basic ${key}`]) {
      const res = await push("x", auth);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: "unauthorized", message: expect.any(String) } });
    }
  });

  it("answers 403 for a genuine key sent to another source", async () => {
    const res = await push("x", `Bearer ${key}`, `?source=${otherSourceId}`);
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("forbidden");
  });

  it("answers 413 for a body over the limit", async () => {
    const res = await push("a".repeat(PUSH_MAX_BYTES + 1), `Bearer ${key}`);
    expect(res.status).toBe(413);
  });

  it("answers 429 with Retry-After once the key's pushes for the minute are spent", async () => {
    const [row] = await handle.db.select().from(feedApiKeys).where(eq(feedApiKeys.sourceId, sourceId));
    const now = new Date();
    await handle.db
      .insert(rateLimitWindows)
      .values({
        bucket: PUSH_LIMIT.bucket,
        key: `key:${row!.id}`,
        windowStart: windowStart(now, PUSH_LIMIT.windowMs),
        windowMs: PUSH_LIMIT.windowMs,
        count: PUSH_LIMIT.limit,
      })
      .onConflictDoUpdate({
        target: [rateLimitWindows.bucket, rateLimitWindows.key, rateLimitWindows.windowStart],
        set: { count: PUSH_LIMIT.limit },
      });
    const res = await handlePush(
      handle.db,
      new Request("http://console.localhost/api/feeds/push", {
        method: "POST",
        headers: { Authorization: `Bearer ${key}` },
        body: "x",
      }),
      now,
    );
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses a key once it is revoked", async () => {
    const [row] = await handle.db.select().from(feedApiKeys).where(eq(feedApiKeys.sourceId, sourceId));
    await revokeKey(handle.db, feedMember(harbour, "manager", "h-manager"), [harbour.siteId], sourceId, row!.id);
    expect((await push(harbour.csv(["PUSH3"]), `Bearer ${key}`)).status).toBe(401);
  });
});
