import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dealerships, leadDeliveries, leads, smsOutbox } from "@/platform/db/schema";
import { openSeededTestDatabase, type SeededTestDatabase } from "@/platform/db/testing/test-database";
import { createFrontDoor } from "@/platform/http/front-door-server";
import { createLogger } from "./logger";
import { createMetrics, serveMetrics } from "./metrics";
import { leadDeliveryLagSeconds, outboxDepths, type OutboxDepth } from "./outbox-depth.db";
import { provideReading } from "./process-readings";
import { watchRequests } from "./request-watch";

let seeded: SeededTestDatabase;
let siteId: number;
let dealershipId: number;

beforeAll(async () => {
  seeded = await openSeededTestDatabase();
  siteId = (await seeded.siteFor("harbour-toyota")).id;
  [{ id: dealershipId }] = (await seeded.handle.db
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(eq(dealerships.siteId, siteId))
    .limit(1)) as [{ id: number }];
});
afterAll(async () => {
  await seeded?.handle.close();
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** A lead stored `m` minutes ago, with the deliveries given. */
async function leadWith(
  m: number,
  deliveries: { channel: "email" | "webhook"; status: "pending" | "failed"; attempts: number }[],
) {
  const [lead] = await seeded.handle.db
    .insert(leads)
    .values({
      siteId,
      dealershipId,
      category: "General Enquiry",
      url: "https://harbour-toyota.example/contact",
      snapshot: {} as never,
      createdAt: minutesAgo(m),
    })
    .returning({ id: leads.id });
  await seeded.handle.db.insert(leadDeliveries).values(
    deliveries.map((d) => ({
      leadId: lead!.id,
      destination: "sales@harbour-toyota.example",
      nextAttemptAt: minutesAgo(m - 1),
      createdAt: minutesAgo(m),
      ...d,
    })),
  );
}

const byChannel = (depths: OutboxDepth[], outbox: string, channel: string) =>
  depths.find((d) => d.outbox === outbox && d.channel === channel)!;

describe("outboxDepths and leadDeliveryLagSeconds: read from the database at each scrape", () => {
  it("counts pending, retrying and failed jobs and the oldest due age per outbox and channel, every channel present", async () => {
    const before = await outboxDepths(seeded.handle.db);
    expect(before.map((d) => `${d.outbox}:${d.channel}`).sort()).toEqual(
      [
        "leads:email",
        "leads:webhook",
        "leads:receipt",
        "leads:reply",
        "sms:sms",
        "payments:capture",
        "payments:cancel",
      ].sort(),
    );
    await leadWith(30, [
      { channel: "email", status: "pending", attempts: 2 },
      { channel: "webhook", status: "failed", attempts: 20 },
    ]);
    await seeded.handle.db
      .insert(smsOutbox)
      .values({ siteId, toPhone: "+61400000001", body: "x", purpose: "sign-in", nextAttemptAt: minutesAgo(3) });
    const after = await outboxDepths(seeded.handle.db);
    const email = byChannel(after, "leads", "email");
    expect(email.pending - byChannel(before, "leads", "email").pending).toBe(1);
    expect(email.retrying - byChannel(before, "leads", "email").retrying).toBe(1);
    expect(email.oldestDueSeconds).toBeGreaterThanOrEqual(29 * 60 - 5);
    expect(byChannel(after, "leads", "webhook").failed - byChannel(before, "leads", "webhook").failed).toBe(1);
    const sms = byChannel(after, "sms", "sms");
    expect(sms.pending - byChannel(before, "sms", "sms").pending).toBe(1);
    expect(sms.oldestDueSeconds).toBeGreaterThanOrEqual(3 * 60 - 5);
    expect(await leadDeliveryLagSeconds(seeded.handle.db)).toBeGreaterThanOrEqual(30 * 60 - 5);
  });
});

/** A GET over real HTTP. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, type: String(res.headers["content-type"]), body }));
    })
      .on("error", reject)
      .end();
  });
}

const listen = async (server: ReturnType<typeof serveMetrics>) => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** Every metric the platform exports, by the name a scrape shows. */
const PLATFORM_METRICS = [
  "forecourt_http_requests_total",
  "forecourt_http_request_duration_seconds_bucket",
  "forecourt_page_cache_hits_total",
  "forecourt_page_cache_misses_total",
  "forecourt_search_indexes",
  "forecourt_search_index_memory_bytes",
  "forecourt_search_index_budget_bytes",
  "forecourt_search_index_evictions_total",
  "forecourt_outbox_pending_jobs",
  "forecourt_outbox_retrying_jobs",
  "forecourt_outbox_failed_jobs",
  "forecourt_outbox_oldest_due_age_seconds",
  "forecourt_lead_delivery_lag_seconds",
  "forecourt_database_up",
  "forecourt_process_resident_memory_bytes",
];

describe("the metrics listener: GET /metrics on its own port, every platform metric in Prometheus's text format", () => {
  it("a scrape of a real listener shows requests, caches, indexes, outboxes and the lead delivery lag", async () => {
    const pageCache = { hits: 7, misses: 3 };
    provideReading("searchIndex", () => ({ indexes: 2, bytes: 4_000_000, budgetBytes: 512 * 1048576, evictions: 5 }));
    const metrics = createMetrics({ db: async () => seeded.handle.db, pageCache: () => pageCache });
    const door = createFrontDoor((_req, res) => void res.end("ok"), {
      trustedProxies: 0,
      watch: watchRequests({
        logger: createLogger({ destination: { write: () => {} } }),
        trustedProxies: 0,
        counted: metrics.countRequest,
      }),
    });
    const listener = serveMetrics(metrics);
    try {
      const site = await listen(door);
      const base = await listen(listener);
      await get(`${site}/search/used-cars`);
      const scrape = async () => (await get(`${base}/metrics`)).body;
      await expect.poll(scrape).toContain('forecourt_http_requests_total{kind="search",status="200"} 1');
      const answer = await get(`${base}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.type).toContain("text/plain");
      for (const name of PLATFORM_METRICS) expect(answer.body).toMatch(new RegExp(`^${name}(\\{| )`, "m"));
      expect(answer.body).toContain("forecourt_page_cache_hits_total 7");
      expect(answer.body).toContain("forecourt_page_cache_misses_total 3");
      expect(answer.body).toContain("forecourt_search_index_evictions_total 5");
      expect(answer.body).toContain("forecourt_search_index_memory_bytes 4000000");
      expect(answer.body).toContain("forecourt_database_up 1");
      expect(answer.body).toMatch(/^forecourt_outbox_pending_jobs\{outbox="leads",channel="email"\} [1-9]/m);
      expect(answer.body).toMatch(/^forecourt_lead_delivery_lag_seconds (\d+)/m);
      const lag = Number(/^forecourt_lead_delivery_lag_seconds (\S+)/m.exec(answer.body)![1]);
      expect(lag).toBeGreaterThan(60);
      // Counters read from the process keep their value from one scrape to the next.
      pageCache.hits = 9;
      expect((await get(`${base}/metrics`)).body).toContain("forecourt_page_cache_hits_total 9");
      // Only GET /metrics: nothing else is served there.
      expect((await get(`${base}/`)).status).toBe(404);
    } finally {
      door.close();
      listener.close();
    }
  });

  it("a database that does not answer is reported as forecourt_database_up 0, and the scrape still answers", async () => {
    const metrics = createMetrics({
      db: () => Promise.reject(new Error("connection refused")),
      pageCache: () => ({ hits: 0, misses: 0 }),
    });
    const text = await metrics.render();
    expect(text).toContain("forecourt_database_up 0");
    expect(text).toContain("forecourt_http_requests_total");
  });
});
