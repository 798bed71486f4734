import { describe, expect, it } from "vitest";
import { carTag, NEW_ARRIVAL_DAYS, type TagFacts, type TagOptions } from "./tag-priority";

const now = new Date("2026-11-21T00:00:00Z");
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const options: TagOptions = { electricHybridTag: true, newArrivalDays: NEW_ARRIVAL_DAYS, priceDropDays: null, now };
const car = (over: Partial<TagFacts> = {}): TagFacts => ({
  status: "in_stock",
  reserved: false,
  certified: false,
  tag: null,
  simpleFuel: "Petrol",
  createdAt: daysAgo(30),
  priceDroppedAt: null,
  carType: "used",
  make: "Mazda",
  ...over,
});

describe("car tag display priority", () => {
  it("shows the sold tag on a non-available car instead of anything else", () => {
    const everything = car({
      status: "sold",
      reserved: true,
      certified: true,
      tag: "Special",
      simpleFuel: "Electric",
      createdAt: daysAgo(1),
    });
    expect(carTag(everything, options)).toEqual({ kind: "sold", label: "JUST SOLD" });
  });
  it("shows the electric or hybrid fuel tag first, only for tenants that enable it", () => {
    const electric = car({ simpleFuel: "Electric", reserved: true, certified: true });
    expect(carTag(electric, options)).toEqual({ kind: "fuel", label: "Electric" });
    expect(carTag(electric, { ...options, electricHybridTag: false })).toEqual({ kind: "reserved", label: "Reserved" });
  });
  it("counts Plug-in Hybrid as Hybrid", () => {
    expect(carTag(car({ simpleFuel: "Plug-in Hybrid" }), options)).toEqual({ kind: "fuel", label: "Hybrid" });
    expect(carTag(car({ simpleFuel: "hybrid" }), options)).toEqual({ kind: "fuel", label: "Hybrid" });
  });
  it("shows no fuel tag for other fuels", () => {
    expect(carTag(car({ simpleFuel: "Diesel" }), options)).toBeNull();
    expect(carTag(car({ simpleFuel: null }), options)).toBeNull();
  });
  it("shows Reserved before the certified logo", () => {
    expect(carTag(car({ reserved: true, certified: true, tag: "Toyota Certified" }), options)).toEqual({
      kind: "reserved",
      label: "Reserved",
    });
  });
  it("shows the manufacturer's certified-used logo for a certified used car, its alt text the programme's name (not the feed's tag)", () => {
    const logo = { src: "/media/certified/toyota.svg", alt: "Toyota Certified Pre-Owned" };
    expect(carTag(car({ certified: true, make: "Toyota", tag: "Toyota Certified Pre-Owned" }), options)).toEqual({
      kind: "certified",
      label: "Toyota Certified Pre-Owned",
      logo,
    });
    expect(carTag(car({ certified: true, make: "Toyota", tag: "Toyota Certified" }), options)).toEqual({
      kind: "certified",
      label: "Toyota Certified Pre-Owned",
      logo,
    });
    expect(
      carTag(car({ certified: true, make: "Toyota", tag: null, simpleFuel: "Hybrid" }), {
        ...options,
        electricHybridTag: false,
      }),
    ).toEqual({ kind: "certified", label: "Toyota Certified Pre-Owned", logo });
  });
  it("shows a text certified badge, its tag or 'Certified Pre-Owned', for a certified used car of a make without a programme", () => {
    expect(carTag(car({ certified: true, tag: "Mazda Certified" }), options)).toEqual({
      kind: "certified",
      label: "Mazda Certified",
      logo: null,
    });
    expect(carTag(car({ certified: true }), options)).toEqual({
      kind: "certified",
      label: "Certified Pre-Owned",
      logo: null,
    });
    expect(carTag(car({ certified: true, tag: "  " }), options)).toEqual({
      kind: "certified",
      label: "Certified Pre-Owned",
      logo: null,
    });
  });
  it("shows no certified logo on a new or demo car, so its tag shows as a custom tag", () => {
    expect(carTag(car({ certified: true, carType: "demo", tag: "Demo Special" }), options)).toEqual({
      kind: "custom",
      label: "Demo Special",
    });
    expect(carTag(car({ certified: true, carType: "new" }), options)).toBeNull();
    expect(carTag(car({ certified: true, carType: "demo", make: "Toyota", tag: null }), options)).toBeNull();
  });
  it("shows the custom tag before COMING SOON", () => {
    expect(carTag(car({ status: "coming_soon", tag: "Test Drive Only" }), options)).toEqual({
      kind: "custom",
      label: "Test Drive Only",
    });
  });
  it("ignores a blank custom tag", () => {
    expect(carTag(car({ tag: "" }), options)).toBeNull();
  });
  it("shows COMING SOON before the new-arrival tag", () => {
    expect(carTag(car({ status: "coming_soon", createdAt: daysAgo(1) }), options)).toEqual({
      kind: "coming-soon",
      label: "COMING SOON",
    });
  });
  it("shows the new-arrival tag for a car created within the last 8 days", () => {
    expect(carTag(car({ createdAt: daysAgo(7.9) }), options)).toEqual({ kind: "new-arrival", label: "New Arrival" });
    expect(carTag(car({ createdAt: daysAgo(8) }), options)).toEqual({ kind: "new-arrival", label: "New Arrival" });
    expect(carTag(car({ createdAt: daysAgo(8.1) }), options)).toBeNull();
  });
  it("shows no new-arrival tag for an invalid created date", () => {
    expect(carTag(car({ createdAt: new Date("nonsense") }), options)).toBeNull();
  });
  it("shows no tag when no rule applies", () => {
    expect(carTag(car(), options)).toBeNull();
  });
});

describe("the price-drop tag (where a site asks)", () => {
  const dropping: TagOptions = { ...options, priceDropDays: 14 };
  it("tags a car whose latest change was a drop within the site's days, and not after them", () => {
    expect(carTag(car({ priceDroppedAt: daysAgo(13.9) }), dropping)).toEqual({
      kind: "price-drop",
      label: "Price Drop",
    });
    expect(carTag(car({ priceDroppedAt: daysAgo(14) }), dropping)).toEqual({ kind: "price-drop", label: "Price Drop" });
    expect(carTag(car({ priceDroppedAt: daysAgo(14.1) }), dropping)).toBeNull();
  });
  it("shows none on a site that does not ask for it, nor without a drop or with an unreadable date", () => {
    expect(carTag(car({ priceDroppedAt: daysAgo(1) }), options)).toBeNull();
    expect(carTag(car(), dropping)).toBeNull();
    expect(carTag(car({ priceDroppedAt: new Date("nonsense") }), dropping)).toBeNull();
  });
  it("sits after COMING SOON and the custom tag, and before New Arrival", () => {
    const recent = daysAgo(2);
    expect(carTag(car({ priceDroppedAt: recent, createdAt: daysAgo(3) }), dropping)).toEqual({
      kind: "price-drop",
      label: "Price Drop",
    });
    expect(carTag(car({ priceDroppedAt: recent, status: "coming_soon" }), dropping)).toMatchObject({
      kind: "coming-soon",
    });
    expect(carTag(car({ priceDroppedAt: recent, tag: "Test Drive Only" }), dropping)).toMatchObject({
      kind: "custom",
    });
    expect(carTag(car({ priceDroppedAt: recent, reserved: true }), dropping)).toMatchObject({ kind: "reserved" });
    expect(carTag(car({ priceDroppedAt: recent, status: "sold" }), dropping)).toMatchObject({ kind: "sold" });
  });
});
