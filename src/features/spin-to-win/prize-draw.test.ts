import { describe, expect, it } from "vitest";
import { seededRandom } from "@demo/random";
import { campaignPhase, campaignTime, drawPrize, oddsText, resolveSpin } from "./prize-draw";

const prizes = [
  { id: "car", name: "A car", oddsOneIn: 1000, stock: 1, claimInstructions: "Call us." },
  { id: "fuel", name: "Fuel", oddsOneIn: 4, stock: 100, claimInstructions: "Collect it." },
  { id: "wash", name: "Wash", oddsOneIn: 10, stock: 50, claimInstructions: "Book it." },
];
const consolation = { name: "10% off", claimInstructions: "Mention it." };

describe("the prize draw's odds (1 in N each, the rest no prize)", () => {
  it("draws each prize about as often as its odds say over 200,000 seeded draws", () => {
    const random = seededRandom(2026);
    const n = 200_000;
    const counts = new Map<string | null, number>();
    for (let i = 0; i < n; i++) {
      const id = drawPrize(prizes, () => random.next())?.id ?? null;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const expected: [string | null, number][] = [
      ["car", 1 / 1000],
      ["fuel", 1 / 4],
      ["wash", 1 / 10],
      [null, 1 - 1 / 1000 - 1 / 4 - 1 / 10],
    ];
    for (const [id, p] of expected) {
      // Within five standard deviations of the binomial: a correct draw fails this about once in 3.5 million runs.
      const sd = Math.sqrt(n * p * (1 - p));
      expect(Math.abs((counts.get(id) ?? 0) - n * p), `prize ${id}`).toBeLessThan(5 * sd);
    }
  });

  it("is decided by the random source alone: the same seed draws the same prizes", () => {
    const draws = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 50 }, () => drawPrize(prizes, () => random.next())?.id ?? null);
    };
    expect(draws(7)).toEqual(draws(7));
  });

  it("shares [0, 1) in the configured order, the rest drawing nothing", () => {
    expect(drawPrize(prizes, () => 0)?.id).toBe("car");
    expect(drawPrize(prizes, () => 0.0009)?.id).toBe("car");
    expect(drawPrize(prizes, () => 0.001)?.id).toBe("fuel");
    expect(drawPrize(prizes, () => 0.2509)?.id).toBe("fuel");
    expect(drawPrize(prizes, () => 0.251)?.id).toBe("wash");
    expect(drawPrize(prizes, () => 0.351)).toBeNull();
    expect(drawPrize(prizes, () => 0.999_999)).toBeNull();
  });

  it("a prize of 1 in 1 is always drawn", () => {
    expect(drawPrize([{ id: "all", oddsOneIn: 1 }], () => 0.999_999)?.id).toBe("all");
  });

  it("words the odds for the terms", () => {
    expect(oddsText(4)).toBe("1 in 4 (25%)");
    expect(oddsText(3)).toBe("1 in 3 (33.3%)");
    expect(oddsText(1000)).toBe("1 in 1000 (0.10%)");
  });
});

describe("the prize stock's answer decides the spin", () => {
  const fuel = prizes[1]!;

  it("wins the drawn prize when its stock gave one", () => {
    expect(resolveSpin(fuel, true, consolation)).toEqual({
      kind: "prize",
      prizeId: "fuel",
      name: "Fuel",
      claimInstructions: "Collect it.",
    });
  });

  it("a drawn prize that has run out falls back to the consolation", () => {
    expect(resolveSpin(fuel, false, consolation)).toEqual({ kind: "consolation", ...consolation });
  });

  it("a drawn prize that has run out wins nothing when there is no consolation", () => {
    expect(resolveSpin(fuel, false, null)).toEqual({ kind: "nothing" });
  });

  it("no prize drawn: the consolation, or nothing", () => {
    expect(resolveSpin(null, false, consolation).kind).toBe("consolation");
    expect(resolveSpin(null, false, null).kind).toBe("nothing");
  });
});

describe("the campaign's phase from its stored times", () => {
  const campaign = { startsAt: "2026-12-01T09:00:00+08:00", endsAt: "2027-01-31T17:00:00+08:00" };

  it("is before the start until the start's instant, running from it", () => {
    expect(campaignPhase(campaign, new Date("2026-12-01T00:59:59Z"))).toBe("before");
    expect(campaignPhase(campaign, new Date("2026-12-01T01:00:00Z"))).toBe("running");
  });

  it("has ended from the end's instant", () => {
    expect(campaignPhase(campaign, new Date("2027-01-31T08:59:59Z"))).toBe("running");
    expect(campaignPhase(campaign, new Date("2027-01-31T09:00:00Z"))).toBe("ended");
  });
});

describe("campaign times in the site's time zone", () => {
  it("shows the start in Perth time", () => {
    expect(campaignTime("2026-12-01T09:00:00+08:00", "Australia/Perth")).toMatch(/^1 December 2026 at 9:00\s?am$/i);
  });
});
