import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/platform/db/client";
import { useDatabaseForTests } from "@/platform/db/db.server";
import { smsOutbox } from "@/platform/db/schema";
import { syncSites } from "@/platform/db/sync-sites";
import { openTestDatabase } from "@/platform/db/testing/test-database";
import { resetEnvForTests } from "@/platform/env";
import { queueSms } from "./sms-outbox.db";
import { kickSmsWorker } from "./sms-worker.server";
import { startGatewayServer, type GatewayServer } from "./testing/gateway-server";

/** The server's SMS worker, configured by the environment as in production, sending to a local gateway. */
const creds = { apiKey: "worker-key", apiSecret: "worker-secret-3f9e" };
const saved = { ...process.env };
let handle: DatabaseHandle;
let siteId: number;
let gateway: GatewayServer;

beforeAll(async () => {
  handle = await openTestDatabase();
  siteId = (
    await syncSites(handle.db, [{ slug: "bigbox-used", name: "BigBox", template: "supermarket", brand: "independent" }])
  ).get("bigbox-used")!;
  useDatabaseForTests(handle);
  gateway = await startGatewayServer(creds);
  Object.assign(process.env, {
    SMS_GATEWAY_URL: gateway.url,
    SMS_GATEWAY_API_KEY: creds.apiKey,
    SMS_GATEWAY_API_SECRET: creds.apiSecret,
    SMS_SENDER_ID: "BigBox",
  });
  resetEnvForTests();
});
afterAll(async () => {
  process.env = { ...saved };
  resetEnvForTests();
  await gateway?.close();
  await handle?.close();
});

describe(`the server's SMS worker (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("sends a code within about a second of being kicked after queueing, through the configured gateway", async () => {
    const queuedAt = Date.now();
    const id = await queueSms(handle.db, {
      siteId,
      to: "+61400000701",
      body: "Your BigBox code is 701701",
      purpose: "sign-in-code",
      expiresAt: new Date(queuedAt + 5 * 60_000),
    });
    kickSmsWorker();
    kickSmsWorker(); // a second kick while the first pass runs only asks for one more pass
    await expect.poll(() => gateway.accepted.length, { timeout: 2_000, interval: 20 }).toBe(1);
    expect(gateway.accepted[0]).toMatchObject({
      to: "+61400000701",
      body: "Your BigBox code is 701701",
      from: "BigBox",
    });
    await expect
      .poll(async () => (await handle.db.select().from(smsOutbox).where(eq(smsOutbox.id, id)))[0]!.status)
      .toBe("sent");
    const [row] = await handle.db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
    expect(row!.body).toBe("");
    await new Promise((resolve) => setTimeout(resolve, 200)); // the second pass finds nothing more to send
    expect(gateway.accepted).toHaveLength(1);
  });
});
