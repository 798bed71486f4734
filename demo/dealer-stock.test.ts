import { describe, expect, it } from "vitest";
import { BODY_TYPES } from "@/domain/vehicle-kinds";
import { generateDealerStock } from "./dealer-stock";
import { loadDemoDealers } from "./demo-dealers";

const DEMO_DEALERS = loadDemoDealers();
import { isValidVin } from "./identifiers";

const now = new Date("2026-11-21T02:00:00Z");
const lender = { provider: "test-finance", type: "A" as const };
const stockOf = (site: string) =>
  generateDealerStock(
    DEMO_DEALERS.find((d) => d.site === site)!,
    { now, lender },
  );
const all = DEMO_DEALERS.flatMap((d) => generateDealerStock(d, { now, lender }).map((v) => ({ ...v, site: d.site })));

describe("demo stock generator", () => {
  it("is deterministic: the same dealer and time give the same stock", () => {
    expect(stockOf("harbour-toyota")).toEqual(stockOf("harbour-toyota"));
  });

  it("generates at least 3,000 vehicles, 2,000+ of them at the used-car supermarket", () => {
    expect(all.length).toBeGreaterThanOrEqual(3000);
    const bigbox = all.filter((v) => v.site === "bigbox-used");
    expect(bigbox.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(bigbox.map((v) => v.carType))).toEqual(new Set(["used"]));
  });

  it("dates no build or compliance after the day it runs, whatever the month", { timeout: 60_000 }, () => {
    const notAfter = (cars: typeof all, day: Date) => {
      const today = day.toISOString().slice(0, 10);
      for (const car of cars) {
        expect(car.buildDate! <= today, `${car.stocknum} built ${car.buildDate}, run on ${today}`).toBe(true);
        expect(car.complianceDate! <= today, `${car.stocknum} complied ${car.complianceDate}, run on ${today}`).toBe(
          true,
        );
        expect(car.buildDate! <= car.complianceDate!, `${car.stocknum} complied before it was built`).toBe(true);
      }
    };
    notAfter(all, now);
    // Early in a year too: a new car of this model year cannot have been built later in the year yet.
    const january = new Date("2027-01-03T09:00:00Z");
    for (const site of ["harbour-toyota", "southern-cross-motors"]) {
      const dealer = DEMO_DEALERS.find((d) => d.site === site)!;
      notAfter(
        generateDealerStock(dealer, { now: january, lender }).map((v) => ({ ...v, site })),
        january,
      );
    }
  });

  it("covers every body type of the spec, and motorcycles and caravans", () => {
    expect(new Set(all.map((v) => v.body).filter(Boolean))).toEqual(new Set(BODY_TYPES));
    expect(all.some((v) => v.itemType === "motorcycle")).toBe(true);
    const caravanSites = new Set(all.filter((v) => v.itemType === "caravan").map((v) => v.site));
    expect(caravanSites).toEqual(new Set(["tasman-caravans"]));
  });

  it("gives caravans width, length, tare, axle, sleeps and an ATM above tare", () => {
    const caravans = all.filter((v) => v.itemType === "caravan");
    expect(caravans.length).toBeGreaterThan(100);
    for (const c of caravans) {
      expect(c.specifications).not.toBeNull();
      expect(c.specifications!.aggregate_trailer_mass).toBeGreaterThan(c.specifications!.tare_weight);
      expect(c.body).toBeNull();
    }
  });

  it("gives every vehicle a valid 17-character VIN, a stock number and a slug unique to its site, and images", () => {
    for (const site of DEMO_DEALERS.map((d) => d.site)) {
      const stock = all.filter((v) => v.site === site);
      expect(new Set(stock.map((v) => v.stocknum)).size).toBe(stock.length);
      expect(new Set(stock.map((v) => v.slug)).size).toBe(stock.length);
    }
    for (const v of all) {
      expect(isValidVin(v.vin!), v.vin!).toBe(true);
      expect(v.images!.length).toBeGreaterThan(0);
      expect(v.primaryImageUrl).toBe(v.images![0]!.url);
      expect(v.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(v.name).not.toMatch(/\b(\S+) \1\b/); // no "Vitara Vitara"
    }
  });

  it("registers used and demo vehicles but not new ones", () => {
    // A set of one answer: every car of the kind gives it, and there is at least one such car.
    expect(new Set(all.filter((v) => v.carType === "new").map((v) => v.regplate === null))).toEqual(new Set([true]));
    expect(new Set(all.filter((v) => v.carType !== "new").map((v) => typeof v.regplate))).toEqual(new Set(["string"]));
  });

  it("has in_stock, coming_soon and sold stock, sold cars dated in the past and only they", () => {
    expect(new Set(all.map((v) => v.status))).toEqual(new Set(["in_stock", "coming_soon", "sold"]));
    for (const v of all) {
      if (v.status === "sold") expect(v.soldAt!.getTime()).toBeLessThanOrEqual(now.getTime());
      else expect(v.soldAt).toBeNull();
    }
    const soldHoursAgo = all.filter((v) => v.soldAt).map((v) => (now.getTime() - v.soldAt!.getTime()) / 3_600_000);
    expect(soldHoursAgo.some((h) => h < 72)).toBe(true);
    expect(soldHoursAgo.some((h) => h > 96)).toBe(true);
  });

  it("reserves only cars in stock, certifies only used Toyotas at the Toyota dealer, and tags some cars", () => {
    expect(all.some((v) => v.reserved)).toBe(true);
    expect(all.filter((v) => v.reserved).every((v) => v.status === "in_stock")).toBe(true);
    const certified = all.filter((v) => v.certified);
    expect(certified.length).toBeGreaterThan(0);
    expect(
      certified.every(
        (v) =>
          v.site === "harbour-toyota" &&
          v.carType === "used" &&
          v.make === "Toyota" &&
          v.tag === "Toyota Certified Pre-Owned",
      ),
    ).toBe(true);
    expect(all.some((v) => v.tag === "Test Drive Only" && v.carType === "demo")).toBe(true);
  });

  it("has preorder and no-price cars, and prices every other car plausibly", () => {
    expect(all.some((v) => v.preorder && v.price === 0)).toBe(true);
    expect(all.some((v) => !v.preorder && v.price === 0)).toBe(true);
    for (const v of all.filter((x) => x.price! > 0)) {
      expect(v.price).toBeGreaterThanOrEqual(990);
      expect(v.price).toBeLessThan(400_000);
      expect(v.price! % 10).toBe(0);
    }
  });

  it("keeps kilometres plausible: new cars delivery kms, demos under 12,000", () => {
    const newCarKms = all.filter((v) => v.carType === "new" && v.itemType === "car").map((v) => v.km!);
    const demoKms = all.filter((v) => v.carType === "demo").map((v) => v.km!);
    expect(newCarKms.length).toBeGreaterThan(0);
    expect(demoKms.length).toBeGreaterThan(0);
    expect(Math.max(...newCarKms)).toBeLessThanOrEqual(40);
    expect(Math.max(...demoKms)).toBeLessThanOrEqual(12_000);
  });

  it("lists new arrivals within the last 8 days among older stock", () => {
    const ageDays = all.map((v) => (now.getTime() - v.createdAt.getTime()) / 86_400_000);
    expect(ageDays.some((d) => d < 8)).toBe(true);
    expect(ageDays.every((d) => d >= 0 && d <= 120)).toBe(true);
  });

  it("has some cars with history report files and the weekly price as the lowest lender payment", () => {
    expect(all.some((v) => v.file)).toBe(true);
    for (const v of all.filter((x) => x.weeklyPrice !== null).slice(0, 200)) {
      expect(v.weeklyPrice).toBe(Math.min(...Object.values(v.financeLenders!).map((l) => l.paymentWeek!)));
    }
  });

  it("stocks each of the multi-brand group's five dealerships", () => {
    const southern = stockOf("southern-cross-motors");
    expect(new Set(southern.map((v) => v.dealershipSlug)).size).toBe(5);
  });
});

describe("badge names", () => {
  it("drops words of the grade that repeat the end of the model name", async () => {
    const { badgeFor } = await import("./stock-generator");
    expect(badgeFor("Vitara", "Vitara")).toBeNull();
    expect(badgeFor("MT-09", "MT-09 SP")).toBe("SP");
    expect(badgeFor("Ranger Raptor", "Raptor 2.0 Bi-Turbo")).toBe("2.0 Bi-Turbo");
    expect(badgeFor("RAV4", "GXL Hybrid")).toBe("GXL Hybrid");
  });
});
