import { describe, expect, it } from "vitest";
import { AXLE_TYPES, BODY_TYPES, DRIVES, FUELS, TRANSMISSIONS } from "@/domain/vehicle-kinds";
import {
  CAR_MODELS,
  CARAVAN_MODELS,
  FEATURE_POOL,
  MAKES,
  MEGA_MENU_CATEGORIES,
  MOTORCYCLE_MODELS,
  PAINT_FAMILIES,
  badgeYears,
  badgesForYear,
  carModel,
  carModelsOf,
  makeInfo,
  modelYears,
  paintsFor,
  seriesForYear,
} from "./catalogue";

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const WMI = /^[A-HJ-NPR-Z0-9]{3}$/;
const HEX = /^#[0-9a-f]{6}$/;
const name = (m: { make: string; slug: string }) => `${m.make} ${m.slug}`;
/** The figure lies from `min` to `max`, both included. */
const expectWithin = (value: number, label: string, min: number, max: number) => {
  expect(value, label).toBeGreaterThanOrEqual(min);
  expect(value, label).toBeLessThanOrEqual(max);
};

describe("makes", () => {
  it("has unique make names and kebab-case unique slugs", () => {
    expect(new Set(MAKES.map((m) => m.make)).size).toBe(MAKES.length);
    expect(new Set(MAKES.map((m) => m.slug)).size).toBe(MAKES.length);
    for (const m of MAKES) expect(m.slug, m.make).toMatch(KEBAB);
  });

  it("uses WMIs of 3 chars from [A-HJ-NPR-Z0-9] (no I, O or Q), unique across makes", () => {
    const all = MAKES.flatMap((m) => m.wmi);
    for (const m of MAKES) {
      expect(m.wmi.length, m.make).toBeGreaterThan(0);
      for (const w of m.wmi) expect(w, m.make).toMatch(WMI);
    }
    expect(new Set(all).size).toBe(all.length);
  });

  it("gives every paint a #rrggbb hex, a known family and a unique name within the make", () => {
    for (const m of MAKES) {
      for (const list of [m.paints, m.motorcyclePaints ?? []]) {
        expect(new Set(list.map((p) => p.name)).size, m.make).toBe(list.length);
        for (const p of list) {
          expect(p.hex, `${m.make} ${p.name}`).toMatch(HEX);
          expect(PAINT_FAMILIES).toContain(p.family);
        }
      }
    }
  });

  it("gives every car make 6-10 paints", () => {
    for (const m of MAKES.filter((m) => m.kinds.includes("car"))) {
      expect(m.paints.length, m.make).toBeGreaterThanOrEqual(6);
      expect(m.paints.length, m.make).toBeLessThanOrEqual(10);
    }
  });

  it("gives caravan makes only white, silver and grey finishes", () => {
    for (const m of MAKES.filter((m) => m.kinds.includes("caravan"))) {
      for (const p of m.paints) expect(["White", "Silver", "Grey"], m.make).toContain(p.family);
    }
  });

  it("includes every car, caravan and motorcycle make in MAKES with the right kind", () => {
    for (const m of CAR_MODELS) expect(makeInfo(m.make).kinds, name(m)).toContain("car");
    for (const m of CARAVAN_MODELS) expect(makeInfo(m.make).kinds, name(m)).toContain("caravan");
    for (const m of MOTORCYCLE_MODELS) expect(makeInfo(m.make).kinds, name(m)).toContain("motorcycle");
  });

  it("looks makes up by name or slug, case-insensitively, and throws on an unknown make", () => {
    expect(makeInfo("Toyota").slug).toBe("toyota");
    expect(makeInfo("mercedes-benz").make).toBe("Mercedes-Benz");
    expect(makeInfo("HARLEY-DAVIDSON").make).toBe("Harley-Davidson");
    expect(() => makeInfo("Trabant")).toThrow(/Unknown make/);
  });

  it("serves Honda motorcycle colours for motorcycles and car colours for cars", () => {
    expect(paintsFor("Honda", "motorcycle").map((p) => p.name)).toContain("Grand Prix Red");
    expect(paintsFor("Honda").map((p) => p.name)).toContain("Platinum White Pearl");
    expect(paintsFor("Jayco", "caravan").length).toBeGreaterThan(0);
  });
});

describe("car models", () => {
  it("covers every body type of the spec", () => {
    const bodies = new Set(CAR_MODELS.map((m) => m.body));
    for (const b of BODY_TYPES) expect(bodies.has(b), b).toBe(true);
  });

  it("has at least 80 car models", () => {
    expect(CAR_MODELS.length).toBeGreaterThanOrEqual(80);
  });

  it("uses only makes listed in MAKES", () => {
    const makes = new Set(MAKES.map((m) => m.make));
    for (const m of CAR_MODELS) expect(makes.has(m.make), name(m)).toBe(true);
  });

  it("uses kebab-case slugs, unique within each make", () => {
    for (const make of new Set(CAR_MODELS.map((m) => m.make))) {
      const slugs = carModelsOf(make).map((m) => m.slug);
      expect(new Set(slugs).size, make).toBe(slugs.length);
      for (const s of slugs) expect(s, make).toMatch(KEBAB);
    }
  });

  it("uses known mega-menu categories and non-empty body configurations", () => {
    for (const m of CAR_MODELS) {
      expect(MEGA_MENU_CATEGORIES, name(m)).toContain(m.category);
      expect(m.bodyConfiguration.length, name(m)).toBeGreaterThan(0);
    }
  });

  it("has generations sorted, non-overlapping and contiguous", () => {
    for (const m of CAR_MODELS) {
      expect(m.generations.length, name(m)).toBeGreaterThan(0);
      m.generations.forEach((g, i) => {
        expect(g.from, `${name(m)} ${g.series}`).toBeLessThanOrEqual(g.to);
        const prev = m.generations[i - 1];
        if (prev) expect(g.from, `${name(m)} ${g.series}`).toBe(prev.to + 1);
      });
      expect(m.generations.at(-1)!.to, name(m)).toBeLessThanOrEqual(2026);
    }
  });

  it("covers every model year 2016..2026 for models on sale across that span", () => {
    const longLived = CAR_MODELS.filter((m) => {
      const [from, to] = modelYears(m);
      return from <= 2016 && to === 2026;
    });
    expect(longLived.length).toBeGreaterThan(30);
    for (const m of longLived) {
      for (let y = 2016; y <= 2026; y++) expect(seriesForYear(m, y), `${name(m)} ${y}`).not.toBeNull();
    }
  });

  it("returns the series for a model year (Corolla 2020 is ZWE211R)", () => {
    const corolla = carModel("Toyota", "corolla");
    expect(seriesForYear(corolla, 2020)).toBe("ZWE211R");
    expect(seriesForYear(corolla, 2015)).toBe("ZRE182R");
    expect(seriesForYear(corolla, 1990)).toBeNull();
    expect(seriesForYear(carModel("Toyota", "hilux"), 2016)).toBe("GUN126R");
    expect(seriesForYear(carModel("Ford", "ranger"), 2019)).toBe("PX MkIII");
    expect(seriesForYear(carModel("Ford", "ranger"), 2023)).toBe("PY");
  });

  it("has two to five badges per model with unique names", () => {
    for (const m of CAR_MODELS) {
      expect(m.badges.length, name(m)).toBeGreaterThanOrEqual(2);
      expect(m.badges.length, name(m)).toBeLessThanOrEqual(5);
      expect(new Set(m.badges.map((b) => b.name)).size, name(m)).toBe(m.badges.length);
    }
  });

  it("has positive prices, and higher grades cost more than the lowest grade of the same model", () => {
    for (const m of CAR_MODELS) {
      const [lowest, ...higher] = m.badges;
      expect(lowest!.priceNew, name(m)).toBeGreaterThan(0);
      for (const b of higher) expect(b.priceNew, `${name(m)} ${b.name}`).toBeGreaterThan(lowest!.priceNew);
    }
  });

  it("gives higher grades the lower grades' features plus more", () => {
    for (const m of CAR_MODELS) {
      m.badges.forEach((b, i) => {
        expect(b.features.length, `${name(m)} ${b.name}`).toBeGreaterThan(0);
        expect(new Set(b.features).size, `${name(m)} ${b.name}`).toBe(b.features.length);
        const prev = m.badges[i - 1];
        if (prev) {
          for (const f of prev.features) expect(b.features, `${name(m)} ${b.name}`).toContain(f);
          expect(b.features.length, `${name(m)} ${b.name}`).toBeGreaterThan(prev.features.length);
        }
      });
    }
  });

  it("gives Electric badges null engineCc, cylinders, fuelConsumption and fuelCapacity", () => {
    const evs = CAR_MODELS.flatMap((m) => m.badges.filter((b) => b.fuel === "Electric"));
    expect(evs.length).toBeGreaterThan(5);
    for (const b of evs) {
      expect(b.engineCc, b.name).toBeNull();
      expect(b.cylinders, b.name).toBeNull();
      expect(b.fuelConsumption, b.name).toBeNull();
      expect(b.fuelCapacity, b.name).toBeNull();
      expect(b.induction, b.name).toBe("Electric");
    }
  });

  it("gives combustion and hybrid badges an engine, fuel consumption and tank", () => {
    for (const m of CAR_MODELS) {
      for (const b of m.badges.filter((b) => b.fuel !== "Electric")) {
        const label = `${name(m)} ${b.name}`;
        expect(b.engineCc, label).toBeGreaterThan(500);
        expect(b.cylinders, label).toBeGreaterThan(0);
        expect(b.fuelConsumption, label).toBeGreaterThan(0);
        expect(b.fuelCapacity, label).toBeGreaterThan(0);
        expect(b.induction, label).not.toBe("Electric");
      }
    }
  });

  it("uses the shared vocabulary and plausible specs", () => {
    for (const m of CAR_MODELS) {
      for (const b of m.badges) {
        const label = `${name(m)} ${b.name}`;
        expect(FUELS, label).toContain(b.fuel);
        expect(TRANSMISSIONS, label).toContain(b.transmission);
        expect(DRIVES, label).toContain(b.drive);
        expect(b.seats, label).toBeGreaterThanOrEqual(2);
        expect(b.doors, label).toBeGreaterThanOrEqual(2);
        expect(b.powerKw, label).toBeGreaterThan(30);
        expect(b.torqueNm, label).toBeGreaterThan(90);
        expect(b.lengthMm, label).toBeGreaterThan(3000);
        expect(b.widthMm, label).toBeGreaterThan(1500);
        expect(b.heightMm, label).toBeGreaterThan(1000);
        if (b.ancap !== null) expect([1, 2, 3, 4, 5], label).toContain(b.ancap);
      }
    }
  });

  it("includes hybrid, plug-in hybrid, electric, diesel and manual variants", () => {
    const badges = CAR_MODELS.flatMap((m) => m.badges);
    for (const fuel of ["Hybrid", "Plug-in Hybrid", "Electric", "Diesel", "Petrol"] as const) {
      expect(
        badges.some((b) => b.fuel === fuel),
        fuel,
      ).toBe(true);
    }
    for (const slug of ["landcruiser-70", "gr86"]) {
      expect(
        carModel("Toyota", slug).badges.some((b) => b.transmission === "Manual"),
        slug,
      ).toBe(true);
    }
    for (const [make, slug] of [
      ["Mazda", "mx-5"],
      ["Suzuki", "swift"],
      ["Suzuki", "jimny"],
    ] as const) {
      expect(
        carModel(make, slug).badges.some((b) => b.transmission === "Manual"),
        slug,
      ).toBe(true);
    }
  });

  it("keeps badge years within the model's years, with a badge on sale every model year", () => {
    for (const m of CAR_MODELS) {
      const [from, to] = modelYears(m);
      for (const b of m.badges) {
        const [bf, bt] = badgeYears(m, b);
        expect(bf, `${name(m)} ${b.name}`).toBeGreaterThanOrEqual(from);
        expect(bt, `${name(m)} ${b.name}`).toBeLessThanOrEqual(to);
        expect(bf, `${name(m)} ${b.name}`).toBeLessThanOrEqual(bt);
      }
      for (let y = from; y <= to; y++) expect(badgesForYear(m, y).length, `${name(m)} ${y}`).toBeGreaterThan(0);
    }
  });

  it("lists every car feature in FEATURE_POOL once, including the common equipment", () => {
    expect(new Set(FEATURE_POOL).size).toBe(FEATURE_POOL.length);
    for (const m of CAR_MODELS) for (const b of m.badges) for (const f of b.features) expect(FEATURE_POOL).toContain(f);
    for (const f of [
      "Apple CarPlay",
      "Reversing Camera",
      "Adaptive Cruise Control",
      "Tow Bar",
      "Diff Lock",
      "Head-up Display",
    ]) {
      expect(FEATURE_POOL).toContain(f);
    }
  });

  it("throws for an unknown make in carModelsOf and returns none for a caravan-only make", () => {
    expect(() => carModelsOf("Trabant")).toThrow();
    expect(carModelsOf("Jayco")).toEqual([]);
    expect(carModelsOf("toyota").length).toBeGreaterThanOrEqual(15);
  });
});

describe("caravans", () => {
  it("has ATM greater than tare, and plausible width, length, tare, axle and sleeps", () => {
    for (const m of CARAVAN_MODELS) {
      for (const b of m.badges) {
        const label = `${name(m)} ${b.name}`;
        expect(b.atmKg, label).toBeGreaterThan(b.tareKg);
        expectWithin(b.tareKg, label, 800, 3200);
        expectWithin(b.bodyWidthMm, label, 2200, 2500);
        expectWithin(b.bodyLengthFt, label, 12, 24);
        expectWithin(b.sleeps, label, 2, 7);
        expect(AXLE_TYPES, label).toContain(b.axle);
        expect(b.priceNew, label).toBeGreaterThan(0);
      }
    }
  });

  it("uses kebab-case slugs unique per make and sane year ranges", () => {
    for (const m of CARAVAN_MODELS) {
      expect(m.slug).toMatch(KEBAB);
      expect(m.years[0]).toBeLessThanOrEqual(m.years[1]);
    }
    const keys = CARAVAN_MODELS.map(name);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("motorcycles", () => {
  it("has positive prices, engines and kebab-case slugs unique per make", () => {
    for (const m of MOTORCYCLE_MODELS) {
      expect(m.slug).toMatch(KEBAB);
      expect(m.years[0]).toBeLessThanOrEqual(m.years[1]);
      for (const b of m.badges) {
        expect(b.priceNew, b.name).toBeGreaterThan(0);
        expect(b.engineCc, b.name).toBeGreaterThan(100);
        expect(b.cylinders, b.name).toBeGreaterThan(0);
        expect(b.features, b.name).toContain("ABS");
      }
    }
    const keys = MOTORCYCLE_MODELS.map(name);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
