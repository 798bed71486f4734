import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/platform/db/client";
import { smsOutbox } from "@/platform/db/schema";
import { syncSites } from "@/platform/db/sync-sites";
import { openTestDatabase } from "@/platform/db/testing/test-database";
import { httpGatewaySender } from "./http-gateway";
import { localInboxSender } from "./local-inbox";
import { deliverDueSms, queueSms, withdrawQueuedSms } from "./sms-outbox.db";
import { startGatewayServer, type GatewayServer } from "./testing/gateway-server";

const creds = { apiKey: "outbox-key-51c2", apiSecret: "outbox-secret-e8a0-do-not-log" };
let handle: DatabaseHandle;
let siteId: number;
let gateway: GatewayServer;
/** Answers the gateway gives instead of serving the next requests, in order. */
const forced: { status: number; body?: unknown }[] = [];
const dir = mkdtempSync(path.join(tmpdir(), "forecourt-sms-outbox-"));
/**
 * The worker's clock: never behind the real one (messages are due from the moment they are queued) and
 * only moving forward, so every test starts after everything an earlier one scheduled.
 */
let clock = 0;
const later = (ms: number) => new Date((clock = Math.max(clock, Date.now() + 1_000) + ms));

beforeAll(async () => {
  handle = await openTestDatabase();
  const ids = await syncSites(handle.db, [
    { slug: "harbour-toyota", name: "Harbour Toyota", template: "franchise", brand: "toyota" },
  ]);
  siteId = ids.get("harbour-toyota")!;
  gateway = await startGatewayServer({ ...creds, failWith: () => forced.shift() });
});
afterAll(async () => {
  await gateway?.close();
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

const sender = (overrides: { apiSecret?: string } = {}) =>
  httpGatewaySender({ baseUrl: gateway.url, ...creds, ...overrides });
const row = async (id: number) => (await handle.db.select().from(smsOutbox).where(eq(smsOutbox.id, id)))[0]!;
const queue = (to: string, body = `Your Harbour Toyota code is ${to.slice(-6)}`, expiresAt?: Date) =>
  queueSms(handle.db, { siteId, to, body, purpose: "sign-in-code", expiresAt });
const sentTo = (to: string) => gateway.accepted.filter((m) => m.to === to);

describe(`SMS outbox against a local MessageMedia gateway (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("sends a queued message once, then erases its text", async () => {
    const id = await queue("+61400000101");
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 0, body: "Your Harbour Toyota code is 000101" });
    const t = later(0);
    expect(await deliverDueSms(handle.db, sender(), t)).toEqual({ sent: 1, retrying: 0, failed: 0, expired: 0 });
    expect(sentTo("+61400000101").map((m) => m.body)).toEqual(["Your Harbour Toyota code is 000101"]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, body: "", lastError: null, sentAt: t });
    expect(await deliverDueSms(handle.db, sender(), later(3_600_000))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
      expired: 0,
    });
    expect(sentTo("+61400000101")).toHaveLength(1);
  });

  it("retries after a gateway error with the leads' backoff, and sends once it answers", async () => {
    const id = await queue("+61400000102");
    forced.push({ status: 500 });
    const t = later(0);
    expect(await deliverDueSms(handle.db, sender(), t)).toEqual({ sent: 0, retrying: 1, failed: 0, expired: 0 });
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, body: "Your Harbour Toyota code is 000102" });
    expect(waiting.nextAttemptAt.getTime()).toBe(t.getTime() + 60_000);
    expect(waiting.lastError).toBe("SMS gateway answered 500: Internal error, try again later");
    const requests = gateway.requests();
    expect(await deliverDueSms(handle.db, sender(), later(30_000))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
      expired: 0,
    });
    expect(gateway.requests()).toBe(requests); // not before the retry is due
    expect(await deliverDueSms(handle.db, sender(), later(30_000))).toMatchObject({ sent: 1 });
    expect(sentTo("+61400000102")).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, body: "", lastError: null });
  });

  it("sends each message exactly once when several workers run at the same time", async () => {
    const phones = Array.from({ length: 24 }, (_, i) => `+614000002${String(i).padStart(2, "0")}`);
    for (const phone of phones) await queue(phone);
    const t = later(0);
    // Four workers, each taking up to 8 at once: their claims overlap unless the lease holds.
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => deliverDueSms(handle.db, sender(), t, { limit: 8 })),
    );
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(24);
    for (const phone of phones) expect(sentTo(phone)).toHaveLength(1);
  });

  it("never sends a message past its expiry, and erases its text", async () => {
    const t = later(0);
    const id = await queue("+61400000301", "Your code is 301301", new Date(t.getTime() - 1));
    const requests = gateway.requests();
    expect(await deliverDueSms(handle.db, sender(), t)).toEqual({ sent: 0, retrying: 0, failed: 0, expired: 1 });
    expect(gateway.requests()).toBe(requests);
    expect(await row(id)).toMatchObject({ status: "expired", attempts: 0, body: "" });
    expect(await deliverDueSms(handle.db, sender(), later(3_600_000))).toMatchObject({ sent: 0, expired: 0 });
    expect(sentTo("+61400000301")).toHaveLength(0);
  });

  it("expires a message at once when its retry would come too late, keeping no secret in the error", async () => {
    const t = later(0);
    const id = await queue("+61400000302", "Your code is 302302", new Date(t.getTime() + 30_000));
    const run = await deliverDueSms(handle.db, sender({ apiSecret: "a-wrong-secret-value" }), t);
    expect(run).toEqual({ sent: 0, retrying: 0, failed: 0, expired: 1 });
    const stored = await row(id);
    expect(stored).toMatchObject({ status: "expired", attempts: 1, body: "" });
    expect(stored.lastError).toBe(
      "SMS gateway refused the API key and secret (401): Invalid authentication credentials",
    );
  });

  it("stores a refusal's error without the number, the text, the code, the key or the secret, and gives up", async () => {
    const body = "Your Harbour Toyota code is 918273";
    const id = await queue("+61400000401", body);
    forced.push({
      status: 400,
      body: {
        message: "Request validation failure",
        details: [
          `destination_number: +61400000401 (61400000401) not reachable for "${body}"`,
          `account ${creds.apiKey}:${creds.apiSecret} code 918273`,
        ],
      },
    });
    expect(await deliverDueSms(handle.db, sender(), later(0))).toEqual({ sent: 0, retrying: 0, failed: 1, expired: 0 });
    const stored = await row(id);
    expect(stored).toMatchObject({ status: "failed", attempts: 1, body: "" });
    for (const secret of ["+61400000401", "61400000401", "918273", body, creds.apiKey, creds.apiSecret])
      expect(stored.lastError).not.toContain(secret);
    expect(stored.lastError).toMatch(
      /^SMS gateway answered 400: Request validation failure; destination_number: \[phone\]/,
    );
  });

  it("writes to the local inbox file when no gateway is configured, and erases the text", async () => {
    const file = path.join(dir, "sms-inbox.txt");
    const id = await queue("+61400000501", "Your Harbour Toyota code is 501501");
    expect(await deliverDueSms(handle.db, localInboxSender(file), later(0))).toMatchObject({ sent: 1 });
    expect(readFileSync(file, "utf8")).toMatch(/^\S+Z\t\+61400000501\tYour Harbour Toyota code is 501501\n$/);
    expect(await row(id)).toMatchObject({ status: "sent", body: "" });
  });

  it("refuses to queue a message no gateway could send, naming the field and storing nothing", async () => {
    const before = (await handle.db.select().from(smsOutbox)).length;
    await expect(queue("0400 000 601")).rejects.toThrow(/^SMS not queued: to: must be a phone number/);
    await expect(
      queueSms(handle.db, { siteId, to: "+61400000601", body: "", purpose: "sign-in-code" }),
    ).rejects.toThrow(/body: must not be empty/);
    expect((await handle.db.select().from(smsOutbox)).length).toBe(before);
  });
});

describe("withdrawing queued messages", () => {
  it("never sends a withdrawn message, erases its text, and withdraws only what it names", async () => {
    const alert = (to: string, about: string) =>
      queueSms(handle.db, { siteId, to, body: "Price drop", purpose: "search-alert", about });
    const named = await alert("+61400000901", "saved-search:1");
    const other = await alert("+61400000901", "saved-search:2");
    const code = await queue("+61400000901");
    expect(await withdrawQueuedSms(handle.db, { about: ["saved-search:1"] })).toBe(1);
    expect(await withdrawQueuedSms(handle.db, { about: ["saved-search:1"] })).toBe(0);
    expect(await withdrawQueuedSms(handle.db, { about: [] })).toBe(0);
    expect(await row(named)).toMatchObject({ status: "withdrawn", body: "" });
    expect(await withdrawQueuedSms(handle.db, { to: "+61400000901", purposes: ["search-alert"] })).toBe(1);
    expect((await row(other)).status).toBe("withdrawn");
    await deliverDueSms(handle.db, sender(), later(0));
    expect(sentTo("+61400000901").map((m) => m.body)).toEqual(["Your Harbour Toyota code is 000901"]);
    expect((await row(code)).status).toBe("sent");
  });

  it("keeps a message withdrawn during a failed attempt withdrawn, never retried", async () => {
    const id = await queueSms(handle.db, {
      siteId,
      to: "+61400000902",
      body: "Price drop",
      purpose: "car-alert",
      about: "saved-car:9",
    });
    const failing = {
      async send() {
        await withdrawQueuedSms(handle.db, { about: ["saved-car:9"] });
        throw new Error("gateway busy");
      },
    };
    await deliverDueSms(handle.db, failing, later(0));
    expect(await row(id)).toMatchObject({ status: "withdrawn", body: "" });
  });
});
