import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { dealerships, leadDeliveries, smsOutbox } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { smtpTransport, type MailTransport } from "@/platform/mail/smtp";
import { sampleLead } from "./testing/sample-lead";
import { deliverDueLeads, storeLead, type NewLead } from "./outbox.db";

/** A lead's acknowledgement stored with it, and the shopper's messages (acknowledgement, reply) on a real SMTP server. */
let handle: DatabaseHandle;
let base: Omit<NewLead, "snapshot"> & { snapshot: NewLead["snapshot"] };
const received: string[] = [];
let server: SMTPServer;
let port: number;
let transport: MailTransport;

beforeAll(async () => {
  const seeded = await openSeededTestDatabase();
  handle = seeded.handle;
  const site = await seeded.siteFor("harbour-toyota");
  const [dealer] = await handle.db.select().from(dealerships).where(eq(dealerships.siteId, site.id)).limit(1);
  const { id: _id, createdAt: _at, ...snapshot } = sampleLead();
  base = { siteId: site.id, dealershipId: dealer!.id, locationId: null, vehicleId: null, snapshot };
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
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  port = (server.server.address() as { port: number }).port;
  transport = smtpTransport({ host: "127.0.0.1", port, secure: false });
}, 120_000);
afterAll(async () => {
  transport?.close?.();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await handle?.close();
});

const deliveriesOf = (id: number) => handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id));

describe(`acknowledgement on arrival (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("an e-mail acknowledgement is stored with the lead as the shopper's confirmation, and sent", async () => {
    const id = await storeLead(handle.db, {
      ...base,
      acknowledgement: { channel: "email", to: "jane@example.com", subject: "Thanks, Jane", text: "We will call." },
    });
    expect((await deliveriesOf(id)).map((row) => [row.channel, row.destination, row.message])).toContainEqual([
      "receipt",
      "jane@example.com",
      { subject: "Thanks, Jane", text: "We will call." },
    ]);
    await deliverDueLeads(
      handle.db,
      { mail: transport, webhook: async () => {}, secret: () => undefined },
      { from: "leads@forecourt.example", now: new Date(Date.now() + 1000) },
    );
    expect(received.some((raw) => /Subject: Thanks, Jane/.test(raw) && /To: jane@example.com/.test(raw))).toBe(true);
  });

  it("a shopper who gets a receipt already is not acknowledged as well", async () => {
    const id = await storeLead(handle.db, {
      ...base,
      receipt: { to: "jane@example.com", subject: "Your reservation", text: "Held." },
      acknowledgement: { channel: "email", to: "jane@example.com", subject: "Thanks", text: "We will call." },
    });
    expect((await deliveriesOf(id)).filter((row) => row.channel === "receipt").map((row) => row.message)).toEqual([
      { subject: "Your reservation", text: "Held." },
    ]);
  });

  it("an SMS acknowledgement is queued in the SMS outbox in the same transaction as the lead", async () => {
    await storeLead(handle.db, {
      ...base,
      acknowledgement: { channel: "sms", to: "+61400000123", text: "Thanks Jane" },
    });
    const rows = await handle.db.select().from(smsOutbox).where(eq(smsOutbox.purpose, "lead-acknowledgement"));
    expect(rows.map((row) => [row.toPhone, row.body, row.siteId])).toEqual([
      ["+61400000123", "Thanks Jane", base.siteId],
    ]);
    await expect(
      handle.db.transaction(async (tx) => {
        await storeLead(tx, { ...base, acknowledgement: { channel: "sms", to: "+61400000124", text: "x" } });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await handle.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, "+61400000124"))).toEqual([]);
  });

  it("a reply from the console is sent From the platform with Reply-To the salesperson", async () => {
    const id = await storeLead(handle.db, base);
    await handle.db.insert(leadDeliveries).values({
      leadId: id,
      channel: "reply",
      destination: "jane@example.com",
      message: { subject: "About the RAV4", text: "Still here.", replyTo: "sam@harbour-toyota.example" },
    });
    await deliverDueLeads(
      handle.db,
      { mail: transport, webhook: async () => {}, secret: () => undefined },
      { from: "leads@forecourt.example", now: new Date(Date.now() + 1000) },
    );
    const raw = received.find((mail) => /Subject: About the RAV4/.test(mail));
    expect(raw).toMatch(/Reply-To: sam@harbour-toyota.example/);
    expect(raw).toMatch(/From: leads@forecourt.example/);
    expect((await deliveriesOf(id)).find((row) => row.channel === "reply")).toMatchObject({ status: "sent" });
  });
});
