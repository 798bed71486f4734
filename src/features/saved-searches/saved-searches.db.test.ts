import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { useDatabaseForTests } from "@/platform/db/db.server";
import { savedSearches, smsOutbox } from "@/platform/db/schema";
import { queueSms } from "@/platform/sms/sms-outbox.db";
import { insertPhoneShopper } from "@/platform/db/testing/test-shopper";
import { openSeededTestDatabase, type SeededTestDatabase } from "@/platform/db/testing/test-database";
import { consentWording } from "./alert-preferences";
import { SEARCH_ALERT_SMS, searchAlertSmsAbout } from "./alert-sms-about";
import {
  createSavedSearch,
  deleteSavedSearch,
  findSavedSearch,
  hasVerifiedMobile,
  listSavedSearches,
  renameSavedSearch,
  setSavedSearchAlerts,
} from "./saved-searches.db";
import { SAVED_SEARCH_LIMIT } from "./saved-search-rules";
import { garageSavedSearches } from "./saved-searches.server";

let handle: DatabaseHandle;
let siteFor: SeededTestDatabase["siteFor"];
type Site = Awaited<ReturnType<SeededTestDatabase["siteFor"]>>;
let harbour: Site;
let bigbox: Site;

function shopper(site: Site, id: string, phone: string, verified = true) {
  return insertPhoneShopper(handle.db, site.id, id, phone, verified);
}

const search = (name: string, query: string, path = "/search") => ({ name, path, query });
const rowsOf = (userId: string) => handle.db.select().from(savedSearches).where(eq(savedSearches.userId, userId));

beforeAll(async () => {
  ({ handle, siteFor } = await openSeededTestDatabase());
  useDatabaseForTests(handle);
  harbour = await siteFor("harbour-toyota");
  bigbox = await siteFor("bigbox-used");
});
afterAll(async () => handle?.close());

describe("saved searches", () => {
  it("saves a search per site and shopper, and lists it newest first", async () => {
    const jo = await shopper(harbour, "ss-jo", "+61400000201");
    const first = await createSavedSearch(handle.db, harbour.id, jo, search("Utes", "body=ute"));
    const second = await createSavedSearch(
      handle.db,
      harbour.id,
      jo,
      search("Cheap", "price=%3A20000", "/search/used-cars"),
    );
    expect(first.ok && second.ok).toBe(true);
    const listed = await listSavedSearches(handle.db, harbour.id, jo);
    expect(listed.map((r) => r.name)).toEqual(["Cheap", "Utes"]);
    expect(listed[0]).toMatchObject({
      path: "/search/used-cars",
      query: "price=%3A20000",
      alertEmail: false,
      alertSms: false,
    });
  });

  it("refuses the same filters saved twice, naming the search they were saved as", async () => {
    const sam = await shopper(harbour, "ss-sam", "+61400000202");
    expect((await createSavedSearch(handle.db, harbour.id, sam, search("Kias", "make=Kia"))).ok).toBe(true);
    expect(await createSavedSearch(handle.db, harbour.id, sam, search("Again", "make=Kia"))).toEqual({
      ok: false,
      reason: "duplicate",
      name: "Kias",
    });
    // Two saves of the same filters at once: one row, the other refused.
    const raced = await Promise.all([
      createSavedSearch(handle.db, harbour.id, sam, search("A", "make=Ford")),
      createSavedSearch(handle.db, harbour.id, sam, search("B", "make=Ford")),
    ]);
    expect(raced.filter((r) => r.ok)).toHaveLength(1);
    expect((await rowsOf(sam)).filter((r) => r.query === "make=Ford")).toHaveLength(1);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMIT} per shopper, also when saves race`, async () => {
    const max = await shopper(harbour, "ss-max", "+61400000203");
    const outcomes = await Promise.all(
      Array.from({ length: SAVED_SEARCH_LIMIT + 3 }, (_, i) =>
        createSavedSearch(handle.db, harbour.id, max, search(`Search ${i}`, `year=${2000 + i}%3A`)),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(SAVED_SEARCH_LIMIT);
    expect(outcomes.filter((o) => !o.ok)).toEqual(Array(3).fill({ ok: false, reason: "limit" }));
    expect(await rowsOf(max)).toHaveLength(SAVED_SEARCH_LIMIT);
    // Another shopper is not held by this one's cap.
    const other = await shopper(harbour, "ss-other", "+61400000204");
    expect((await createSavedSearch(handle.db, harbour.id, other, search("Mine", "make=Kia"))).ok).toBe(true);
  });

  it("renames and deletes only the shopper's own, on their own site", async () => {
    const ann = await shopper(harbour, "ss-ann", "+61400000205");
    const ben = await shopper(harbour, "ss-ben", "+61400000206");
    const bigboxAnn = await shopper(bigbox, "ss-ann-bigbox", "+61400000205");
    const made = await createSavedSearch(handle.db, harbour.id, ann, search("Hatches", "body=hatch"));
    if (!made.ok) throw new Error("not saved");
    // Another shopper of the site, and the same number's account on another site, find nothing and change nothing.
    for (const [siteId, userId] of [
      [harbour.id, ben],
      [bigbox.id, bigboxAnn],
      [bigbox.id, ann],
    ] as const) {
      expect(await findSavedSearch(handle.db, siteId, userId, made.id)).toBeNull();
      expect(await renameSavedSearch(handle.db, siteId, userId, made.id, "Mine now")).toBe(false);
      expect(
        await setSavedSearchAlerts(
          handle.db,
          siteId,
          userId,
          made.id,
          { email: false, emailAddress: null, sms: true, frequency: "instant" },
          { now: new Date(), dealer: "Someone" },
        ),
      ).toBe(false);
      expect(await deleteSavedSearch(handle.db, siteId, userId, made.id)).toBe(false);
    }
    // An account of one site saves nothing on another.
    expect(await createSavedSearch(handle.db, bigbox.id, ann, search("Elsewhere", "make=Kia"))).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await rowsOf(ann)).toEqual([expect.objectContaining({ name: "Hatches", alertSms: false })]);
    expect(await renameSavedSearch(handle.db, harbour.id, ann, made.id, "Small hatches")).toBe(true);
    expect((await findSavedSearch(handle.db, harbour.id, ann, made.id))?.name).toBe("Small hatches");
    expect(await deleteSavedSearch(handle.db, harbour.id, ann, made.id)).toBe(true);
    expect(await findSavedSearch(handle.db, harbour.id, ann, made.id)).toBeNull();
  });

  it("stores each channel's opt-in time and words, and keeps it while the channel stays on", async () => {
    const kim = await shopper(harbour, "ss-kim", "+61400000207");
    const made = await createSavedSearch(handle.db, harbour.id, kim, search("SUVs", "body=suv"));
    if (!made.ok) throw new Error("not saved");
    const first = new Date("2026-11-29T00:00:00Z");
    await setSavedSearchAlerts(
      handle.db,
      harbour.id,
      kim,
      made.id,
      { email: true, emailAddress: "kim@example.com", sms: false, frequency: "daily" },
      { now: first, dealer: "Harbour Toyota" },
    );
    await setSavedSearchAlerts(
      handle.db,
      harbour.id,
      kim,
      made.id,
      { email: true, emailAddress: "kim@example.com", sms: true, frequency: "instant" },
      { now: new Date("2026-11-30T00:00:00Z"), dealer: "Harbour Toyota" },
    );
    const row = await findSavedSearch(handle.db, harbour.id, kim, made.id);
    expect(row).toMatchObject({
      alertEmail: true,
      alertEmailAddress: "kim@example.com",
      emailConsentWording: consentWording("email", "Harbour Toyota"),
      alertSms: true,
      smsConsentWording: consentWording("sms", "Harbour Toyota"),
      alertFrequency: "instant",
    });
    expect(row?.emailConsentAt?.toISOString()).toBe(first.toISOString());
    expect(row?.smsConsentAt?.toISOString()).toBe("2026-11-30T00:00:00.000Z");
  });

  it("withdraws the search's queued alert texts when its SMS alerts are turned off, and no other's", async () => {
    const ivy = await shopper(harbour, "ss-ivy", "+61400000219");
    const made = await createSavedSearch(handle.db, harbour.id, ivy, search("Wagons", "body=wagon"));
    const kept = await createSavedSearch(handle.db, harbour.id, ivy, search("Vans", "body=van"));
    if (!made.ok || !kept.ok) throw new Error("not saved");
    const alerts = (sms: boolean) => ({ email: false, emailAddress: null, sms, frequency: "instant" as const });
    const consent = { now: new Date(), dealer: "Harbour Toyota" };
    await setSavedSearchAlerts(handle.db, harbour.id, ivy, made.id, alerts(true), consent);
    const text = (id: number) =>
      queueSms(handle.db, {
        siteId: harbour.id,
        to: "+61400000219",
        body: "New match",
        purpose: SEARCH_ALERT_SMS,
        about: searchAlertSmsAbout(id),
      });
    const queued = await text(made.id);
    const other = await text(kept.id);
    const statusOf = async (id: number) =>
      (await handle.db.select({ status: smsOutbox.status }).from(smsOutbox).where(eq(smsOutbox.id, id)))[0]?.status;
    // Kept on (another setting changed): nothing is withdrawn.
    await setSavedSearchAlerts(handle.db, harbour.id, ivy, made.id, alerts(true), consent);
    expect(await statusOf(queued)).toBe("pending");
    await setSavedSearchAlerts(handle.db, harbour.id, ivy, made.id, alerts(false), consent);
    expect(await statusOf(queued)).toBe("withdrawn");
    expect(await statusOf(other)).toBe("pending");
  });

  it("refuses, in the database itself, a channel on without its consent", async () => {
    const lee = await shopper(harbour, "ss-lee", "+61400000208");
    await expect(
      handle.db
        .insert(savedSearches)
        .values({ siteId: harbour.id, userId: lee, name: "x", path: "/search", alertSms: true }),
    ).rejects.toThrow();
    expect(await rowsOf(lee)).toEqual([]);
  });

  it("knows whether the account has a verified mobile", async () => {
    const unverified = await shopper(harbour, "ss-unverified", "+61400000209", false);
    expect(await hasVerifiedMobile(handle.db, harbour.id, unverified)).toBe(false);
    expect(await hasVerifiedMobile(handle.db, harbour.id, "ss-kim")).toBe(true);
    expect(await hasVerifiedMobile(handle.db, bigbox.id, "ss-kim")).toBe(false);
  });

  it("lists them for the garage with their summary and the count of cars matching now", async () => {
    const pat = await shopper(harbour, "ss-pat", "+61400000210");
    await createSavedSearch(handle.db, harbour.id, pat, search("Used Toyotas", "make=Toyota", "/search/used-cars"));
    const [view] = await garageSavedSearches(harbour, pat);
    const used = await handle.db
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, pat), eq(savedSearches.siteId, harbour.id)));
    expect(view).toMatchObject({
      id: used[0]!.id,
      name: "Used Toyotas",
      href: "/search/used-cars?make=Toyota",
      summary: "Used · Toyota",
    });
    expect(view!.count).toBeGreaterThan(0);
  });
});
