import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { dealerships, demoPayments, leadDeliveries, leads, onlinePayments } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { demoProvider, payWithTestCard } from "@/platform/payments/demo-provider.db";
import { recordLeadIn } from "@/features/leads/index.server";
import { onlinePaymentLead } from "./online-payment-lead";
import { markPaid, paymentById, startOnlinePayment, type StartPayment } from "./online-payments.db";
import type { PaymentFields } from "./payment-form";

/** Online payments on the real database: one charge per form however often it is sent, and the dealer told once. */
let handle: DatabaseHandle;
let harbour: number;
let bigbox: number;
let demo: ReturnType<typeof demoProvider>;

beforeAll(async () => {
  const seeded = await openSeededTestDatabase();
  handle = seeded.handle;
  demo = demoProvider(async () => handle.db);
  harbour = (await seeded.siteFor("harbour-toyota")).id;
  bigbox = (await seeded.siteFor("bigbox-used")).id;
}, 120_000);
afterAll(async () => handle?.close());

const fields = (key: string): PaymentFields => ({
  idempotencyKey: key,
  referenceKind: "service-invoice",
  reference: "INV-20431",
  amountCents: 48_950,
  name: "Jo Citizen",
  email: "jo@example.com",
  note: null,
});
const start = (siteId: number, key: string): StartPayment => ({
  siteId,
  userId: null,
  fields: fields(key),
  phone: null,
  origin: "http://harbour-toyota.localhost:3000",
  description: "Harbour Toyota: service invoice INV-20431",
  now: new Date(),
});

async function chargesFor(rows: { paymentId: string | null }[]) {
  const ids = rows.map((r) => r.paymentId).filter((id): id is string => id !== null);
  return handle.db.select().from(demoPayments).where(inArray(demoPayments.id, ids));
}

describe("an online payment is charged once per form (the idempotency key)", () => {
  it("two concurrent submissions with the same key make one payment row and one charge", async () => {
    const [a, b] = await Promise.all([
      startOnlinePayment(handle.db, demo, start(harbour, "same-key-0000000001")),
      startOnlinePayment(handle.db, demo, start(harbour, "same-key-0000000001")),
    ]);
    expect(b.id).toBe(a.id);
    expect(b.payUrl).toBe(a.payUrl);
    const rows = await handle.db
      .select()
      .from(onlinePayments)
      .where(and(eq(onlinePayments.siteId, harbour), eq(onlinePayments.idempotencyKey, "same-key-0000000001")));
    expect(rows).toHaveLength(1);
    const charges = await chargesFor(rows);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amountCents: 48_950, captureMethod: "automatic", status: "awaiting_payment" });
  });

  it("ten at once are still one charge, and a retry after payment finds the paid payment, not a new one", async () => {
    const runs = await Promise.all(
      Array.from({ length: 10 }, () => startOnlinePayment(handle.db, demo, start(harbour, "same-key-0000000010"))),
    );
    expect(new Set(runs.map((r) => r.id)).size).toBe(1);
    expect(await chargesFor(runs)).toHaveLength(1);
    await payWithTestCard(handle.db, runs[0]!.paymentId!, "4242 4242 4242 4242");
    expect(await demo.depositState(runs[0]!.paymentId!)).toBe("captured");
    const again = await startOnlinePayment(handle.db, demo, start(harbour, "same-key-0000000010"));
    expect(again.paymentId).toBe(runs[0]!.paymentId);
  });

  it("the same key on another site is that site's own payment, and one site cannot read the other's", async () => {
    const mine = await startOnlinePayment(handle.db, demo, start(harbour, "same-key-0000000020"));
    const theirs = await startOnlinePayment(handle.db, demo, start(bigbox, "same-key-0000000020"));
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.paymentId).not.toBe(mine.paymentId);
    expect(await paymentById(handle.db, bigbox, mine.id)).toBeNull();
    expect((await paymentById(handle.db, harbour, mine.id))?.id).toBe(mine.id);
  });

  it("the database refuses a second row with a site's key, whatever the code does", async () => {
    const row = await startOnlinePayment(handle.db, demo, start(harbour, "same-key-0000000030"));
    const { id: _id, ...copy } = row;
    await expect(handle.db.insert(onlinePayments).values(copy)).rejects.toThrow();
  });
});

describe("a paid payment tells the dealer and the payer once", () => {
  it("two settles racing (the return and a reload) record one lead with the payer's receipt", async () => {
    const row = await startOnlinePayment(handle.db, demo, start(harbour, "same-key-0000000040"));
    const place = {
      dealerships: await handle.db
        .select({ id: dealerships.id, name: dealerships.name, leadEmail: dealerships.leadEmail })
        .from(dealerships)
        .where(eq(dealerships.siteId, harbour)),
    };
    const site = {
      id: harbour,
      config: { name: "Harbour Toyota", timeZone: "Australia/Perth", leads: { routes: [], webhook: null } },
    } as unknown as Parameters<typeof onlinePaymentLead>[0];
    let runs = 0;
    const settle = () =>
      markPaid(handle.db, row.id, new Date(), async (tx, paid) => {
        runs++;
        return recordLeadIn(
          tx,
          onlinePaymentLead(site, { ...paid, paidAt: paid.paidAt!, movesMoney: false }, place, "http://r.example"),
        );
      });
    const results = await Promise.all([settle(), settle()]);
    expect(runs).toBe(1);
    expect(results.filter(Boolean)).toHaveLength(1);
    const paid = (await paymentById(handle.db, harbour, row.id))!;
    expect(paid.state).toBe("paid");
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, paid.leadId!));
    expect(lead).toMatchObject({ category: "Online Payment", subcategory: "Service invoice" });
    expect(lead!.snapshot.answers).toMatchObject({ Reference: "INV-20431", Amount: "$489.50 AUD" });
    const deliveries = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead!.id));
    expect(deliveries.map((d) => d.channel).sort()).toEqual(["email", "receipt"]);
    expect(deliveries.find((d) => d.channel === "receipt")!.destination).toBe("jo@example.com");
  });
});
