import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { dealerships, leadDeliveries, leads, vehicles } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { smtpTransport, type MailTransport } from "@/platform/mail/smtp";
import { convert } from "xmlbuilder2";
import { adfFromMime } from "./testing/adf-attachment";
import { COMPLETED_FORM } from "./testing/sample-lead";
import { leadVehicle } from "./lead-draft";
import { deliverDueLeads, pendingDeliveries, storeLead } from "./outbox.db";

let handle: DatabaseHandle;
let leadId: number;
let port: number;
/** Shortly after the lead was stored (deliveries are due from the moment they are written). */
let t0: Date;
const received: string[] = [];
let server: SMTPServer | null = null;
const transports: MailTransport[] = [];

/** A port nothing listens on yet: the dealer's mail server, down. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port: p } = probe.address() as { port: number };
      probe.close(() => resolve(p));
    });
  });

const startMailServer = () =>
  new Promise<void>((resolve) => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", () => {
          received.push(raw);
          callback();
        });
      },
    });
    server.listen(port, "127.0.0.1", () => resolve());
  });

beforeAll(async () => {
  const seeded = await openSeededTestDatabase();
  handle = seeded.handle;
  const site = await seeded.siteFor("harbour-toyota");
  const [car] = await handle.db.select().from(vehicles).where(eq(vehicles.siteId, site.id)).limit(1);
  const [dealer] = await handle.db.select().from(dealerships).where(eq(dealerships.id, car!.dealershipId));
  leadId = await storeLead(handle.db, {
    siteId: site.id,
    dealershipId: dealer!.id,
    locationId: car!.locationId,
    vehicleId: car!.id,
    snapshot: {
      siteName: site.config.name,
      siteUrl: "https://harbour-toyota.example",
      category: "General Enquiry",
      subcategory: null,
      source: "Website",
      url: `https://harbour-toyota.example/cars/${car!.slug}`,
      userAgent: "test",
      customer: {
        name: "Jo Citizen",
        lastName: null,
        email: "jo.citizen@example.com",
        phone: "0412 000 123",
        postcode: "6160",
      },
      message: "Is it still available? <script>alert(1)</script>",
      optIn: true,
      optInFinance: false,
      optInTrade: false,
      vehicle: leadVehicle(car!),
      tradeIn: null,
      dealership: { id: dealer!.id, name: dealer!.name, leadEmail: dealer!.leadEmail },
      location: null,
      answers: {},
      visitedPages: ["/", `/cars/${car!.slug}`],
      ...COMPLETED_FORM,
    },
  });
  port = await freePort();
  t0 = new Date(Date.now() + 1_000);
});
afterAll(async () => {
  for (const t of transports) t.close?.(); // pooled connections would hold the mail server open
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await handle?.close();
});

describe(`lead outbox against a real SMTP server (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  const from = "leads@forecourt.example";
  const transport = () => {
    const mail = smtpTransport({ host: "127.0.0.1", port, secure: false });
    transports.push(mail);
    return { mail, webhook: async () => {}, secret: () => undefined };
  };
  const delivery = async () =>
    (await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId)))[0]!;

  it("stores the lead and its pending e-mail before anything is sent", async () => {
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.category).toBe("General Enquiry");
    expect(await delivery()).toMatchObject({
      channel: "email",
      status: "pending",
      attempts: 0,
      destination: "leads@harbour-toyota.example",
    });
  });

  it("keeps the lead and schedules a retry while the dealer's mail server is down", async () => {
    const run = await deliverDueLeads(handle.db, transport(), { from, now: t0 });
    expect(run).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const d = await delivery();
    expect(d.status).toBe("pending");
    expect(d.attempts).toBe(1);
    expect(d.nextAttemptAt.getTime()).toBe(t0.getTime() + 60_000);
    expect(d.lastError).toBeTruthy();
    expect(d.lastError).not.toContain("jo.citizen@example.com");
    expect(await pendingDeliveries(handle.db)).toBe(1);
  });

  it("does not try again before the retry is due", async () => {
    await startMailServer();
    const run = await deliverDueLeads(handle.db, transport(), { from, now: new Date(t0.getTime() + 30_000) });
    expect(run).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(received).toHaveLength(0);
  });

  it("delivers once the server is up, with the ADF document attached, and only once even with two workers", async () => {
    const later = new Date(t0.getTime() + 2 * 60_000);
    const runs = await Promise.all([
      deliverDueLeads(handle.db, transport(), { from, now: later }),
      deliverDueLeads(handle.db, transport(), { from, now: later }),
    ]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(received).toHaveLength(1);
    const raw = received[0]!;
    expect(raw).toMatch(/^To: leads@harbour-toyota\.example/m);
    // 'Reply' in the dealer's mail program answers the shopper, not the platform's sender.
    expect(raw).toMatch(/^Reply-To: jo\.citizen@example\.com\r?$/m);
    expect(raw).toMatch(/filename=lead-\d+\.adf\.xml/);
    // The attachment as the dealer's CRM would read it: decode the MIME part and parse the ADF back.
    const xml = adfFromMime(raw)!;
    const adf = JSON.stringify(convert(xml, { format: "object" }));
    expect(adf).toContain("Citizen");
    expect(xml).toContain("&lt;script&gt;alert(1)&lt;/script&gt;"); // the shopper's text stays text
    expect(xml).not.toContain("<script>");
    const d = await delivery();
    expect(d.status).toBe("sent");
    expect(d.attempts).toBe(2);
    expect(await deliverDueLeads(handle.db, transport(), { from, now: new Date(later.getTime() + 3_600_000) })).toEqual(
      { sent: 0, retrying: 0, failed: 0 },
    );
    expect(received).toHaveLength(1);
  });
});
