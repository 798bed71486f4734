import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "@/platform/db/audit-log.db";
import type { DatabaseHandle } from "@/platform/db/client";
import { leadDeskSettings, leadRoundRobin } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { leadSettingsFor, saveLeadSettings } from "./lead-settings.db";
import { deskMember, groupWithSite, locationScope, type GroupSite } from "./testing/desk-fixture";

/** The lead desk's settings on the real database: a manager saves them, recorded; others are refused, nothing changed. */
let handle: DatabaseHandle;
let harbour: GroupSite;
let southern: GroupSite;

beforeAll(async () => {
  handle = (await openSeededTestDatabase()).handle;
  harbour = await groupWithSite(handle.db, "harbour", "harbour-toyota");
  southern = await groupWithSite(handle.db, "southern", "southern-cross-motors");
}, 120_000);
afterAll(async () => handle?.close());

const siteScope = (group: GroupSite) => ({ siteId: group.siteId, dealershipId: null, locationId: null });
const manager = () => deskMember(harbour, "manager", [siteScope(harbour)], "h-manager");

async function stored(group: GroupSite) {
  const [settings] = await handle.db.select().from(leadDeskSettings).where(eq(leadDeskSettings.siteId, group.siteId));
  const robins = await handle.db
    .select()
    .from(leadRoundRobin)
    .where(
      inArray(
        leadRoundRobin.locationId,
        group.places.map((p) => p.locationId!),
      ),
    );
  return { settings, robins };
}

describe("the lead desk settings of a site", () => {
  it("shows a manager of the site the defaults and every location with round robin off", async () => {
    const [site] = await leadSettingsFor(handle.db, manager(), [harbour.siteId]);
    expect(site).toMatchObject({ siteId: harbour.siteId, firstResponseMinutes: 60, digestHour: 8 });
    expect(site!.locations.map((l) => l.id).sort()).toEqual(harbour.places.map((p) => p.locationId).sort());
    expect(site!.locations.every((l) => !l.roundRobin)).toBe(true);
  });

  it("a manager saves the target, the hour and round robin; the new row takes the site's zone; each change is audited", async () => {
    const first = harbour.places[0]!.locationId!;
    expect(
      await saveLeadSettings(
        handle.db,
        manager(),
        harbour.siteId,
        { firstResponseMinutes: 30, digestHour: 7, roundRobinLocationIds: [first] },
        "Australia/Perth",
      ),
    ).toEqual({ ok: true });
    const { settings, robins } = await stored(harbour);
    expect(settings).toMatchObject({ firstResponseMinutes: 30, digestHour: 7, timeZone: "Australia/Perth" });
    expect(robins).toEqual([expect.objectContaining({ locationId: first, enabled: true })]);
    const [settingsEntry] = await auditTrail(handle.db, harbour.groupId, {
      kind: "leadDeskSettings",
      id: String(harbour.siteId),
    });
    expect(settingsEntry).toMatchObject({
      actorId: "h-manager",
      siteId: harbour.siteId,
      before: { firstResponseMinutes: 60, digestHour: 8 },
      after: { firstResponseMinutes: 30, digestHour: 7 },
    });
    const [robinEntry] = await auditTrail(handle.db, harbour.groupId, { kind: "location", id: String(first) });
    expect(robinEntry).toMatchObject({ before: { roundRobin: false }, after: { roundRobin: true } });

    // Turned off again, the row stays (it keeps whose turn was last) and says off; the zone is not asked again.
    await saveLeadSettings(handle.db, manager(), harbour.siteId, {
      firstResponseMinutes: 45,
      digestHour: 7,
      roundRobinLocationIds: [],
    });
    const again = await stored(harbour);
    expect(again.settings).toMatchObject({ firstResponseMinutes: 45, timeZone: "Australia/Perth" });
    expect(again.robins).toEqual([expect.objectContaining({ locationId: first, enabled: false })]);
    expect(await auditTrail(handle.db, harbour.groupId, { kind: "location", id: String(first) })).toHaveLength(2);
  });

  it("refuses a salesperson, a manager of one dealership and another group's owner as if the site were missing; nothing changes", async () => {
    const before = await stored(harbour);
    const input = { firstResponseMinutes: 100, digestHour: 3, roundRobinLocationIds: [] };
    const refused = [
      deskMember(harbour, "sales", [siteScope(harbour)], "h-sales"),
      deskMember(harbour, "manager", [{ ...locationScope(harbour.places[0]!), locationId: null }], "h-dealer-manager"),
      deskMember(southern, "owner", [], "s-owner"),
    ];
    for (const who of refused) {
      expect(await leadSettingsFor(handle.db, who, [harbour.siteId])).toEqual([]);
      expect(await saveLeadSettings(handle.db, who, harbour.siteId, input)).toEqual({ ok: false, reason: "not-found" });
    }
    expect(await stored(harbour)).toEqual(before);
  });

  it("refuses round robin for a location of another site; nothing changes", async () => {
    const before = await stored(harbour);
    const theirs = southern.places[0]!.locationId!;
    expect(
      await saveLeadSettings(handle.db, manager(), harbour.siteId, {
        firstResponseMinutes: 20,
        digestHour: 9,
        roundRobinLocationIds: [theirs],
      }),
    ).toEqual({ ok: false, reason: "not-a-location" });
    expect(await stored(harbour)).toEqual(before);
    expect((await stored(southern)).robins).toEqual([]);
  });

  it("shows an owner every site of their group, none of another's", async () => {
    const owner = deskMember(southern, "owner", [], "s-owner");
    const shown = await leadSettingsFor(handle.db, owner, [southern.siteId, harbour.siteId]);
    expect(shown.map((s) => s.siteId)).toEqual([southern.siteId]);
  });
});
