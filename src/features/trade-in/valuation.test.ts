import { describe, expect, it } from "vitest";
import { estimate, offerValid, onlineEstimateRefusal, type Answers, type Comparable } from "./valuation";
import { BEST_CONDITION } from "./testing/best-condition";

const best = BEST_CONDITION;
const market: Comparable[] = [
  { year: 2021, km: 40_000, price: 38_990, averageMarketPrice: 38_000 },
  { year: 2022, km: 25_000, price: 41_990, averageMarketPrice: null },
  { year: 2020, km: 60_000, price: 34_990, averageMarketPrice: 35_500 },
  { year: 2021, km: 52_000, price: 36_990, averageMarketPrice: 36_000 },
];
const low = (e: ReturnType<typeof estimate>) => (e.kind === "offer" ? e.price : NaN);

describe("the demo valuation", () => {
  it("makes one offer from similar cars' market prices, less the dealer's margin, in whole hundreds", () => {
    const e = estimate({ year: 2021, km: 45_000 }, best, market, 2026);
    expect(e).toMatchObject({ kind: "offer", comparables: 4 });
    if (e.kind !== "offer") return;
    // Median of the four moved to 2021 and 45,000 km is about $36,400; less 15% is about $30,900.
    expect(e.price % 100).toBe(0);
    expect(e.price).toBeGreaterThan(29_000);
    expect(e.price).toBeLessThan(32_500);
  });
  it("never offers more for more kilometres", () => {
    let previous = Infinity;
    for (let km = 5_000; km <= 100_000; km += 5_000) {
      const offer = low(estimate({ year: 2021, km }, best, market, 2026));
      expect(offer).toBeLessThanOrEqual(previous);
      previous = offer;
    }
  });
  it("never offers more for an older car", () => {
    expect(low(estimate({ year: 2020, km: 45_000 }, best, market, 2026))).toBeLessThan(
      low(estimate({ year: 2021, km: 45_000 }, best, market, 2026)),
    );
  });
  it("never offers more for a worse answer", () => {
    const base = low(estimate({ year: 2021, km: 45_000 }, best, market, 2026));
    for (const worse of [
      { body: "poor" },
      { accidentDamage: "yes" },
      { serviceHistory: "none" },
      { keys: "1" },
    ] as Partial<Answers>[])
      expect(low(estimate({ year: 2021, km: 45_000 }, { ...best, ...worse }, market, 2026))).toBeLessThan(base);
  });
  it("gives no online estimate for a car over 7 years old or over 100,000 km (the FAQ's rule)", () => {
    expect(onlineEstimateRefusal({ year: 2018, km: 50_000 }, 2026)).toMatch(/over 7 years/);
    expect(onlineEstimateRefusal({ year: 2019, km: 50_000 }, 2026)).toBeNull();
    expect(onlineEstimateRefusal({ year: 2022, km: 100_001 }, 2026)).toMatch(/over 100,000 km/);
    expect(estimate({ year: 2018, km: 50_000 }, best, market, 2026).kind).toBe("appraisal");
  });
  it("asks the dealer to appraise when fewer than 3 similar cars are known", () => {
    expect(estimate({ year: 2021, km: 45_000 }, best, market.slice(0, 2), 2026).kind).toBe("appraisal");
  });
  it("keeps an offer valid only while its expiry is in the future", () => {
    const expires = new Date("2026-12-02T13:00:00Z");
    expect(offerValid(expires, new Date("2026-12-02T12:59:59Z"))).toBe(true);
    expect(offerValid(expires, expires)).toBe(false);
  });
});
