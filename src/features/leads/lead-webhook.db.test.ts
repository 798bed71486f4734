import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { useDatabaseForTests } from "@/platform/db/db.server";
import { leadDeliveries } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { httpWebhookSender, SIGNATURE_HEADER, verifyWebhook } from "@/platform/webhook/webhook";
import { deliverDueLeads } from "./outbox.db";
import { submitLead } from "./submit-lead.server";

/**
 * submitLead nudges the in-process outbox worker, whose pass (real clock, no SMTP, secrets from process.env)
 * would race the explicit deliveries below. It is held back here except in the last test, which lets the
 * real background pass deliver and polls the delivery row until it is sent.
 */
import type * as WorkerModule from "./lead-worker.server";

const worker = vi.hoisted(() => ({ background: false }));
vi.mock("./lead-worker.server", async (importOriginal) => {
  const real = await importOriginal<typeof WorkerModule>();
  return { ...real, nudgeLeadWorker: () => (worker.background ? real.nudgeLeadWorker() : undefined) };
});

interface Received {
  body: string;
  headers: Record<string, string | string[] | undefined>;
}
let handle: DatabaseHandle;
let site: CurrentSite;
let server: Server;
let answer = 200;
const received: Received[] = [];
const SECRET = "s3cret";
/** The outbox's channels as the brief's worker would have them: no mail server, the real HTTP sender, the secret by name. */
const channels = (secret: string | null) => ({
  mail: null,
  webhook: httpWebhookSender,
  secret: (n: string) => (n === "TEST_WEBHOOK_SECRET" && secret !== null ? secret : undefined),
});
const deliver = (now: Date, secret: string | null = SECRET) =>
  deliverDueLeads(handle.db, channels(secret), { from: "x@example.com", now });
const minutes = (m: number) => new Date(Date.now() + m * 60_000);
let clients = 0;

beforeAll(async () => {
  const seeded = await openSeededTestDatabase();
  handle = seeded.handle;
  useDatabaseForTests(handle);
  const harbour = await seeded.siteFor("harbour-toyota");
  expect(harbour.config.leads.webhook).toBeNull();
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      received.push({ body, headers: req.headers });
      res.writeHead(answer, { "Content-Type": "text/plain" }).end(answer === 200 ? "ok" : "boom");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  site = {
    ...harbour,
    config: {
      ...harbour.config,
      leads: {
        ...harbour.config.leads,
        webhook: { url: `http://127.0.0.1:${port}/hook`, secretEnv: "TEST_WEBHOOK_SECRET" },
      },
    },
  };
});
afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await handle?.close();
});

async function submit(name: string) {
  const outcome = await submitLead(
    site,
    Object.entries({
      form: "enquiry",
      name,
      email: "jo.citizen@example.com",
      phone: "0412 345 678",
      terms_conditions: "on",
      message: "Webhook me",
      location: "fremantle-sales",
    }),
    { pageUrl: "https://harbour-toyota.example/contact", userAgent: "Vitest/1", client: `webhook-client-${++clients}` },
  );
  if (!outcome.ok || outcome.value.status !== "stored") throw new Error(`lead not stored: ${JSON.stringify(outcome)}`);
  return outcome.value.leadId;
}
async function deliveryOf(leadId: number, channel: "email" | "webhook" = "webhook") {
  const [row] = await handle.db
    .select()
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.channel, channel)));
  return row!;
}
const requestsFor = (deliveryId: number) =>
  received.filter((r) => r.headers["x-forecourt-delivery"] === String(deliveryId));

/** The receiver's side: the body parses, names the lead and customer, and the signature verifies with the secret. */
function expectSignedLead(request: Received, leadId: number, name: string) {
  const header = String(request.headers[SIGNATURE_HEADER.toLowerCase()]);
  const nowSeconds = Math.floor(Date.now() / 1000);
  expect(verifyWebhook(SECRET, request.body, header, nowSeconds)).toBe(true);
  expect(verifyWebhook("not-the-secret", request.body, header, nowSeconds)).toBe(false);
  expect(verifyWebhook(SECRET, `${request.body} `, header, nowSeconds)).toBe(false);
  expect(request.headers["x-forecourt-event"]).toBe("lead.created");
  expect(request.headers["content-type"]).toBe("application/json");
  const parsed = JSON.parse(request.body) as {
    event: string;
    lead: { id: number; customer: { name: string; email: string }; category: string };
  };
  expect(parsed).toMatchObject({
    event: "lead.created",
    lead: {
      id: leadId,
      category: "General Enquiry",
      customer: { name, email: "jo.citizen@example.com", phone: "0412 345 678" },
    },
  });
}

describe(`lead webhook channel (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("webhook rule: a site with a webhook stores a pending webhook delivery next to the e-mail, and delivers it signed", async () => {
    const leadId = await submit("Webhook Jo");
    const pending = await deliveryOf(leadId);
    expect(pending).toMatchObject({
      status: "pending",
      attempts: 0,
      destination: site.config.leads.webhook!.url,
      secretRef: "TEST_WEBHOOK_SECRET",
    });
    const run = await deliver(minutes(2));
    expect(run).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const sent = await deliveryOf(leadId);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    const requests = requestsFor(sent.id);
    expect(requests).toHaveLength(1);
    expectSignedLead(requests[0]!, leadId, "Webhook Jo");
    // Without a mail server the e-mail waits in the outbox, untouched.
    expect(await deliveryOf(leadId, "email")).toMatchObject({ status: "pending", attempts: 0 });
    expect(await deliver(minutes(3))).toEqual({ sent: 0, retrying: 0, failed: 0 }); // sent once, never again
  });

  it("retry rule: a receiver answering 500 leaves the delivery pending with attempts 1; a later success marks it sent", async () => {
    const leadId = await submit("Retry Jo");
    answer = 500;
    const failedAt = minutes(2);
    expect(await deliver(failedAt)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const retrying = await deliveryOf(leadId);
    expect(retrying).toMatchObject({ status: "pending", attempts: 1, lastError: "webhook answered 500", sentAt: null });
    expect(retrying.nextAttemptAt.getTime()).toBe(failedAt.getTime() + 60_000);
    expect(await deliver(new Date(failedAt.getTime() + 30_000))).toEqual({ sent: 0, retrying: 0, failed: 0 }); // not due yet
    answer = 200;
    expect(await deliver(new Date(failedAt.getTime() + 2 * 60_000))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const sent = await deliveryOf(leadId);
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    const requests = requestsFor(sent.id);
    expect(requests).toHaveLength(2);
    expectSignedLead(requests[1]!, leadId, "Retry Jo");
  });

  it("secret rule: a missing secret leaves the delivery pending, with last_error naming the variable and never a secret", async () => {
    const leadId = await submit("Secretless Jo");
    const before = received.length;
    expect(await deliver(minutes(2), null)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const d = await deliveryOf(leadId);
    expect(d).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(d.lastError).toContain("TEST_WEBHOOK_SECRET");
    expect(d.lastError).not.toContain(SECRET);
    expect(d.lastError).not.toContain("jo.citizen@example.com");
    expect(received.length).toBe(before); // nothing was sent unsigned
  });

  it("background rule: the worker nudged by submitLead delivers the webhook itself (polled until sent)", async () => {
    worker.background = true;
    process.env.TEST_WEBHOOK_SECRET = SECRET;
    try {
      const leadId = await submit("Background Jo");
      let d = await deliveryOf(leadId);
      for (let i = 0; i < 100 && d.status !== "sent"; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        d = await deliveryOf(leadId);
      }
      expect(d).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      const requests = requestsFor(d.id);
      expect(requests).toHaveLength(1);
      expectSignedLead(requests[0]!, leadId, "Background Jo");
    } finally {
      worker.background = false;
      delete process.env.TEST_WEBHOOK_SECRET;
    }
  });
});
