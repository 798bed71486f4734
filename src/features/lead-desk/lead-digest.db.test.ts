import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/platform/db/client";
import { leads } from "@/platform/db/schema";
import type { MailTransport } from "@/platform/mail/smtp";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { sendLeadDigests } from "./lead-digest.db";
import { addDeskStaff, groupWithSite, locationScope, storeDeskLead, type GroupSite } from "./testing/desk-fixture";

/** The daily digest on the real database: who gets it, what each may see of it, and once a day per site. */
let handle: DatabaseHandle;
let harbour: GroupSite;
let southern: GroupSite;
const outbox: { to: string; subject: string; text: string }[] = [];
const mail: MailTransport = {
  async send(message) {
    outbox.push(message);
  },
};
/** Tuesday 1 December 2026, 9:00 in Sydney (digest hour 8 has come); the day before, 7:00 (not yet). */
const TUESDAY_NINE = new Date("2026-11-30T22:00:00Z");
const MONDAY_SEVEN = new Date("2026-11-29T20:00:00Z");
const options = { from: "Forecourt <digest@forecourt.example>", consoleOrigin: "http://console.localhost" };
const ids: Record<string, number> = {};

beforeAll(async () => {
  handle = (await openSeededTestDatabase()).handle;
  harbour = await groupWithSite(handle.db, "harbour", "harbour-toyota");
  southern = await groupWithSite(handle.db, "southern", "southern-cross-motors");
  const [first, second] = harbour.places;
  await addDeskStaff(handle.db, harbour, "owner", [], "d-owner", "owner@harbour.example");
  await addDeskStaff(handle.db, harbour, "manager", [locationScope(second!)], "d-manager", "manager@harbour.example");
  await addDeskStaff(handle.db, harbour, "sales", [locationScope(first!)], "d-sales", "sales@harbour.example");
  await addDeskStaff(handle.db, southern, "owner", [], "d-s-owner", "owner@southern.example");
  ids.overdueFirst = await storeDeskLead(handle.db, first!);
  ids.waitingSecond = await storeDeskLead(handle.db, second!);
  ids.southern = await storeDeskLead(handle.db, southern.places[0]!);
  await handle.db
    .update(leads)
    .set({ responseDueAt: new Date("2026-11-30T01:00:00Z") })
    .where(eq(leads.id, ids.overdueFirst));
  await handle.db
    .update(leads)
    .set({ responseDueAt: new Date("2026-12-01T01:00:00Z") })
    .where(eq(leads.id, ids.waitingSecond));
}, 120_000);
afterAll(async () => handle?.close());

const mailTo = (to: string) => outbox.filter((m) => m.to === to);

describe("the daily lead digest", () => {
  it("waits for the site's digest hour", async () => {
    expect(await sendLeadDigests(handle.db, mail, { ...options, now: MONDAY_SEVEN })).toBe(0);
  });

  it("goes once a day, however many processes send at once", async () => {
    const sends = await Promise.all([
      sendLeadDigests(handle.db, mail, { ...options, now: TUESDAY_NINE }),
      sendLeadDigests(handle.db, mail, { ...options, now: TUESDAY_NINE }),
      sendLeadDigests(handle.db, mail, { ...options, now: new Date(TUESDAY_NINE.getTime() + 3_600_000) }),
    ]);
    expect(sends.reduce((a, b) => a + b, 0)).toBe(outbox.length);
    expect(mailTo("owner@harbour.example")).toHaveLength(1);
    expect(
      await sendLeadDigests(handle.db, mail, { ...options, now: new Date(TUESDAY_NINE.getTime() + 7_200_000) }),
    ).toBe(0);
  });

  it("tells the group's owner of the site's overdue and waiting leads, naming the site and linking the console", () => {
    const [digest] = mailTo("owner@harbour.example");
    expect(digest!.subject).toMatch(/^Harbour Toyota: 1 overdue, 1 new leads waiting/);
    expect(digest!.text).toContain(`http://console.localhost/leads/${ids.overdueFirst}`);
    expect(digest!.text).toContain(`http://console.localhost/leads/${ids.waitingSecond}`);
    expect(digest!.text).not.toContain(`/leads/${ids.southern}\n`);
  });

  it("tells a manager only of the leads of their scope, and a salesperson nothing", () => {
    const [digest] = mailTo("manager@harbour.example");
    expect(digest!.text).toContain(`/leads/${ids.waitingSecond}`);
    expect(digest!.text).not.toContain(`/leads/${ids.overdueFirst}`);
    expect(mailTo("sales@harbour.example")).toHaveLength(0);
  });

  it("gives another group's owner their own site's digest only", () => {
    const digests = mailTo("owner@southern.example");
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain(`/leads/${ids.southern}`);
    expect(digests[0]!.text).not.toContain(`/leads/${ids.waitingSecond}`);
  });

  it("goes again the next day", async () => {
    const before = outbox.length;
    await sendLeadDigests(handle.db, mail, { ...options, now: new Date(TUESDAY_NINE.getTime() + 86_400_000) });
    expect(mailTo("owner@harbour.example")).toHaveLength(2);
    expect(outbox.length).toBeGreaterThan(before);
  });
});
