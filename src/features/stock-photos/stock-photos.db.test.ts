import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VehicleImage } from "@/domain/vehicle-types";
import { importStock } from "@/features/stock-feeds/testing/import-stock";
import { feedPhotoKeys } from "@/features/vehicle/index.server";
import type { DatabaseHandle } from "@/platform/db/client";
import { auditLog, dealerships, sites, staffGroupSites, staffOrganizations, vehicles } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { carPhotos, changeCarPhotos, type PhotoDeskMember } from "./stock-photos.db";

let handle: DatabaseHandle;
let siteId: number;
let carId: number;
const HEADER =
  "stocknum,dealership,location,car_type,status,make,model,badge,year,price,km,body,colour,sold_date,image_urls";
const csv = (urls: string[]) =>
  `${HEADER}\nPHOTO1,tasman-caravans-hobart,glenorchy,used,in_stock,Isuzu,D-Max,LS-U,2022,51990,40000,ute,White,,${urls.join("|")}`;
const feedUrls = ["https://cdn.example/p/1.jpg", "https://cdn.example/p/2.jpg", "https://cdn.example/p/3.jpg"];
const owner: PhotoDeskMember = {
  userId: "photo-owner",
  member: { groupId: "group-photos", role: "owner", scopes: [] },
};
const upload: VehicleImage = { image_key: "up-1", url: "/media/uploads/up-1.jpg", width: 40, height: 20, alt: "Side" };
const car = async () => (await handle.db.select().from(vehicles).where(eq(vehicles.id, carId)))[0]!;

beforeAll(async () => {
  ({ handle } = await openSeededTestDatabase());
  siteId = (await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, "tasman-caravans")))[0]!.id;
  await handle.db.insert(staffOrganizations).values({ id: "group-photos", name: "Photos", slug: "photos" });
  await handle.db.insert(staffGroupSites).values({ siteId, organizationId: "group-photos" });
  expect((await importStock(handle.db, "tasman-caravans", csv(feedUrls))).ok).toBe(true);
  carId = (
    await handle.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.siteId, siteId), eq(vehicles.stocknum, "PHOTO1")))
  )[0]!.id;
});
afterAll(async () => handle?.close());

describe("a car's photos as the dealer arranges them", () => {
  it("writes what shoppers see and records each change in the audit log, in one transaction", async () => {
    expect(await changeCarPhotos(handle.db, owner, carId, { kind: "upload", image: upload })).toMatchObject({
      ok: true,
    });
    expect(await changeCarPhotos(handle.db, owner, carId, { kind: "main", key: "up-1" })).toMatchObject({ ok: true });
    const [first, second, third] = feedPhotoKeys("PHOTO1", feedUrls);
    expect(await changeCarPhotos(handle.db, owner, carId, { kind: "hide", key: second! })).toMatchObject({
      ok: true,
    });
    const shown = await car();
    expect(shown.images.map((image) => image.image_key)).toEqual(["up-1", first, third]);
    expect([shown.primaryImageUrl, shown.photosCount]).toEqual(["/media/uploads/up-1.jpg", 3]);
    const audit = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(carId)));
    expect(audit.map((entry) => entry.action)).toEqual([
      "stock.photos.upload",
      "stock.photos.main",
      "stock.photos.hide",
    ]);
  });

  it("keeps the arrangement over the next import; a photo the feed drops drops out, a new one appends", async () => {
    const urls = [feedUrls[0]!, feedUrls[1]!, "https://cdn.example/p/4.jpg", "https://cdn.example/p/5.jpg"];
    expect((await importStock(handle.db, "tasman-caravans", csv(urls))).ok).toBe(true);
    const shown = await car();
    expect(shown.images.map((image) => image.url)).toEqual([
      "/media/uploads/up-1.jpg",
      feedUrls[0],
      "https://cdn.example/p/4.jpg",
      "https://cdn.example/p/5.jpg",
    ]);
    expect(shown.primaryImageUrl).toBe("/media/uploads/up-1.jpg");
  });

  it("keeps a hidden photo hidden when the feed drops the photo before it (the arrangement follows the photo)", async () => {
    const urls = [feedUrls[1]!, "https://cdn.example/p/4.jpg", "https://cdn.example/p/5.jpg"];
    expect((await importStock(handle.db, "tasman-caravans", csv(urls))).ok).toBe(true);
    expect((await car()).images.map((image) => image.url)).toEqual([
      "/media/uploads/up-1.jpg",
      "https://cdn.example/p/4.jpg",
      "https://cdn.example/p/5.jpg",
    ]);
  });

  it("answers a car of another group, or out of a member's scope, as missing; a sales member may not change photos", async () => {
    const stranger: PhotoDeskMember = { userId: "x", member: { groupId: "group-other", role: "owner", scopes: [] } };
    expect(await carPhotos(handle.db, stranger, carId)).toBeNull();
    const elsewhere = (await handle.db.select({ id: dealerships.id }).from(dealerships))
      .map((d) => d.id)
      .find((id) => id !== 0);
    const scoped: PhotoDeskMember = {
      userId: "m",
      member: {
        groupId: "group-photos",
        role: "manager",
        scopes: [{ siteId: siteId + 1000, dealershipId: elsewhere!, locationId: null }],
      },
    };
    expect(await changeCarPhotos(handle.db, scoped, carId, { kind: "hide", key: "up-1" })).toEqual({
      ok: false,
      reason: "not-found",
    });
    const sales: PhotoDeskMember = {
      userId: "s",
      member: { groupId: "group-photos", role: "sales", scopes: [{ siteId, dealershipId: null, locationId: null }] },
    };
    expect(await carPhotos(handle.db, sales, carId)).not.toBeNull();
    expect(await changeCarPhotos(handle.db, sales, carId, { kind: "hide", key: "up-1" })).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("names an uploaded photo's media object when it is removed, and none for any other change", async () => {
    const second: VehicleImage = { ...upload, image_key: "up-2", url: "/media/uploads/up-2.jpg" };
    expect(await changeCarPhotos(handle.db, owner, carId, { kind: "upload", image: second })).toMatchObject({
      ok: true,
      removedObject: null,
    });
    expect(await changeCarPhotos(handle.db, owner, carId, { kind: "remove", key: "up-2" })).toMatchObject({
      ok: true,
      removedObject: "uploads/up-2.jpg",
    });
    const feedKey = (await car()).images.find((image) => !image.url.startsWith("/media/"))!.image_key;
    // A feed's photo is hidden, never removed: the feed owns it.
    expect(await changeCarPhotos(handle.db, owner, carId, { kind: "remove", key: feedKey })).toMatchObject({
      ok: false,
    });
    expect(await changeCarPhotos(handle.db, owner, carId, { kind: "hide", key: feedKey })).toMatchObject({
      ok: true,
      removedObject: null,
    });
    expect(await changeCarPhotos(handle.db, owner, carId, { kind: "show", key: feedKey })).toMatchObject({ ok: true });
  });

  it("refuses a change naming no photo of the car and changes nothing", async () => {
    const before = await car();
    expect(await changeCarPhotos(handle.db, owner, carId, { kind: "hide", key: "nope" })).toEqual({
      ok: false,
      reason: "no-such-photo",
    });
    expect((await car()).layers).toEqual(before.layers);
  });
});
