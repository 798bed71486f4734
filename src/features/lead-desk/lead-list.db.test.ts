import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/platform/db/client";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { LEAD_PAGE_SIZE, listLeads } from "./lead-list.db";
import type { LeadListFilters } from "./lead-list-query";
import { changeLeadStatus } from "./lead-work.db";
import { sampleLead } from "@/features/leads/testing/sample-lead";
import { deskMember, groupWithSite, locationScope, storeDeskLead, type GroupSite } from "./testing/desk-fixture";

/** The lead list on the real database: only the member's scope, newest first, keyset pages, the URL's filters. */
let handle: DatabaseHandle;
let harbour: GroupSite;
let southern: GroupSite;
const ZONE = "Australia/Perth";
const ALL: LeadListFilters = {
  site: null,
  category: null,
  status: null,
  from: null,
  to: null,
  q: null,
  dealership: null,
  location: null,
  assignee: null,
  car: null,
  overdue: false,
  after: null,
};
const customer = (name: string, phone = "0412 000 111") => ({
  name,
  lastName: null,
  email: `${name.toLowerCase()}@example.com`,
  phone,
  postcode: "6160",
});
/** Leads of both groups: ids by who should see them. */
const stored = { harbourSales: [] as number[], harbourService: [] as number[], southern: [] as number[] };

beforeAll(async () => {
  handle = (await openSeededTestDatabase()).handle;
  harbour = await groupWithSite(handle.db, "harbour", "harbour-toyota");
  southern = await groupWithSite(handle.db, "southern", "southern-cross-motors");
  // Ties on created_at on purpose: pages must neither repeat nor skip a lead that shares its moment with another.
  for (let i = 0; i < LEAD_PAGE_SIZE + 20; i++) {
    const createdAt = new Date(Date.UTC(2026, 10, 1 + (i % 20), 4, 0, 0));
    stored.harbourSales.push(
      await storeDeskLead(handle.db, harbour.places[0]!, { createdAt, customer: customer(`Shopper${i}`) }),
    );
  }
  stored.harbourService.push(
    await storeDeskLead(handle.db, harbour.places[1]!, {
      category: "Service",
      customer: customer("Wrenna", "(08) 5550 1234"),
      vehicle: null,
      createdAt: new Date("2026-11-25T01:00:00Z"),
    }),
  );
  for (let i = 0; i < 5; i++)
    stored.southern.push(
      await storeDeskLead(handle.db, southern.places[0]!, { customer: customer(`Shopper${i}`), category: "Service" }),
    );
}, 120_000);
afterAll(async () => handle?.close());

/** Every lead the member can page through, page by page. */
async function everyPage(member: ReturnType<typeof deskMember>, filters: Partial<LeadListFilters> = {}) {
  const ids: number[] = [];
  let after: number | null = null;
  do {
    const page = await listLeads(handle.db, member.member, { ...ALL, ...filters, after }, ZONE);
    ids.push(...page.rows.map((row) => row.id));
    after = page.nextAfter;
  } while (after !== null);
  return ids;
}

describe("the lead list", () => {
  it("an owner pages through every lead of the group, newest first, each once, and none of another group", async () => {
    const ids = await everyPage(deskMember(harbour, "owner"));
    expect([...ids].sort()).toEqual([...stored.harbourSales, ...stored.harbourService].sort());
    const first = await listLeads(handle.db, deskMember(harbour, "owner").member, ALL, ZONE);
    expect(first.rows).toHaveLength(LEAD_PAGE_SIZE);
    const times = first.rows.map((row) => row.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await everyPage(deskMember(southern, "owner"))).toEqual([...stored.southern].reverse());
  });

  it("a salesperson sees their location's leads only, and a member with no scope sees none", async () => {
    expect((await everyPage(deskMember(harbour, "sales", [locationScope(harbour.places[1]!)]))).sort()).toEqual(
      stored.harbourService,
    );
    expect(await everyPage(deskMember(harbour, "sales", [locationScope(harbour.places[2]!)]))).toEqual([]);
    expect(await everyPage(deskMember(harbour, "sales"))).toEqual([]);
    expect(
      await everyPage(
        deskMember(harbour, "marketing", [{ siteId: harbour.siteId, dealershipId: null, locationId: null }]),
      ),
    ).toEqual([]);
  });

  it("service staff see only the service and parts leads of their site", async () => {
    const service = deskMember(harbour, "service", [{ siteId: harbour.siteId, dealershipId: null, locationId: null }]);
    expect(await everyPage(service)).toEqual(stored.harbourService);
  });

  it("a scope naming another group's site lists nothing of it", async () => {
    const stray = deskMember(harbour, "manager", [{ siteId: southern.siteId, dealershipId: null, locationId: null }]);
    expect(await everyPage(stray)).toEqual([]);
  });

  it("filters by site, category, status, days in the sites' time zone, and text", async () => {
    const owner = deskMember(harbour, "owner", [], "olivia");
    expect(await everyPage(owner, { category: "Service" })).toEqual(stored.harbourService);
    expect(await everyPage(owner, { site: "southern-cross-motors" })).toEqual([]);
    expect(await everyPage(owner, { site: "harbour-toyota" })).toHaveLength(stored.harbourSales.length + 1);
    const contacted = stored.harbourSales[3]!;
    await changeLeadStatus(handle.db, owner, { leadId: contacted, version: 0, to: "contacted" });
    expect(await everyPage(owner, { status: "contacted" })).toEqual([contacted]);
    // 04:00 UTC on 1 November is noon in Perth: the 1st there, and only the leads made then (i % 20 === 0).
    expect(await everyPage(owner, { from: "2026-11-01", to: "2026-11-01" })).toHaveLength(4);
    expect(await everyPage(owner, { q: "SHOPPER7" })).toEqual([stored.harbourSales[7]]);
  });

  it("searches the customer's name, e-mail and phone (by its digits) and the car, matching % and _ literally", async () => {
    const owner = deskMember(harbour, "owner");
    expect(await everyPage(owner, { q: "wrenna@example" })).toEqual(stored.harbourService);
    expect(await everyPage(owner, { q: "5550 1234" })).toEqual(stored.harbourService);
    expect(await everyPage(owner, { q: "08 55501234" })).toEqual(stored.harbourService);
    expect(await everyPage(owner, { q: "RAV4 GXL" })).toHaveLength(stored.harbourSales.length);
    expect(await everyPage(owner, { q: "%" })).toEqual([]);
    expect(await everyPage(owner, { q: "_" })).toEqual([]);
  });

  it("a page cursor of a lead of another group pages nothing of it", async () => {
    const page = await listLeads(
      handle.db,
      deskMember(harbour, "owner").member,
      { ...ALL, after: stored.southern[0]! },
      ZONE,
    );
    expect(page.rows.every((row) => row.siteName === "Harbour Toyota")).toBe(true);
  });
});

describe("the lead list's text search (the trigram-indexed search text and phone digits)", () => {
  /** Leads of the southern group beside its five shoppers, each with something to find. */
  const found = { okafor: 0, lee: 0, zed: 0 };
  let owner: ReturnType<typeof deskMember>;
  const search = async (filters: Partial<LeadListFilters>) => (await everyPage(owner, filters)).sort();

  beforeAll(async () => {
    owner = deskMember(southern, "owner");
    const place = southern.places[0]!;
    found.okafor = await storeDeskLead(handle.db, place, {
      customer: {
        name: "Max_Power",
        lastName: "Okafor",
        email: "max@quarry.example",
        phone: "+61 400 000 123",
        postcode: "6160",
      },
      vehicle: {
        ...sampleLead().vehicle!,
        year: 2019,
        make: "Mazda",
        model: "CX-5",
        badge: "Maxx Sport",
        stocknum: "QM-77",
      },
    });
    found.lee = await storeDeskLead(handle.db, place, {
      customer: {
        name: "Ann",
        lastName: "Lee",
        email: "ann.lee@quarry.example",
        phone: "(08) 5550 4321",
        postcode: "6160",
      },
      vehicle: null,
    });
    found.zed = await storeDeskLead(handle.db, place, {
      customer: { name: "Zed 100%", lastName: null, email: null, phone: null, postcode: "6160" },
      vehicle: { ...sampleLead().vehicle!, year: 2020, make: "Kia", model: "Sportage", badge: null, stocknum: "K_9" },
    });
  });

  it("finds the name, last name, e-mail and car in any case, and never across two fields", async () => {
    expect(await search({ q: "max_power" })).toEqual([found.okafor]);
    expect(await search({ q: "OKAFOR" })).toEqual([found.okafor]);
    expect(await search({ q: "ANN.LEE@QUARRY" })).toEqual([found.lee]);
    expect(await search({ q: "mazda cx-5 maxx" })).toEqual([found.okafor]);
    expect(await search({ q: "qm-77" })).toEqual([found.okafor]);
    expect(await search({ q: "Sportage K_9" })).toEqual([found.zed]);
    expect(await search({ q: "Power Okafor" })).toEqual([]);
    expect(await search({ q: "Power\u001fOkafor" })).toEqual([]);
    expect(await search({ q: "Okafor\u001fmax@" })).toEqual([]);
  });

  it("finds a phone by its digits however either is written, and only from three digits", async () => {
    for (const q of ["08 5550 4321", "0855504321", "5550-4321", "(08)55504321", "+08 5550 4321"])
      expect(await search({ q })).toEqual([found.lee]);
    for (const q of ["400 000 123", "+61 400000123", "123"]) expect(await search({ q })).toEqual([found.okafor]);
    // "12" is in the southern shoppers' phone (0412 000 111), but two digits are not a phone number.
    expect(await search({ q: "12" })).toEqual([]);
  });

  it("matches % and _ in the text literally", async () => {
    expect(await search({ q: "x_P" })).toEqual([found.okafor]);
    expect(await search({ q: "Zed 100%" })).toEqual([found.zed]);
    expect(await search({ q: "Zed_100" })).toEqual([]);
    expect(await search({ q: "Zed%100" })).toEqual([]);
    expect(await search({ q: "0%" })).toEqual([found.zed]);
    expect(await search({ car: "K%9" })).toEqual([]);
  });

  it("filters by car: its stock number exactly, any case, or its words", async () => {
    expect(await search({ car: "qm-77" })).toEqual([found.okafor]);
    expect(await search({ car: "QM" })).toEqual([]);
    expect(await search({ car: "cx-5 MAXX" })).toEqual([found.okafor]);
    expect(await search({ car: "k_9" })).toEqual([found.zed]);
    expect(await search({ car: "Sportage" })).toEqual([found.zed]);
    expect(await search({ car: "toyota rav4" })).toEqual([...stored.southern].sort());
  });
});
