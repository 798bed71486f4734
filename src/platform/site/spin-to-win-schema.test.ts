import { describe, expect, it } from "vitest";
import { spinToWinSchema } from "./spin-to-win-schema";

const campaign = {
  campaign: "summer",
  title: "Summer Spin",
  description: "Spin once.",
  startsAt: "2026-12-01T09:00:00+08:00",
  endsAt: "2027-01-31T17:00:00+08:00",
  prizes: [
    { id: "fuel", name: "Fuel card", oddsOneIn: 4, stock: 10, claimInstructions: "Collect it." },
    { id: "wash", name: "Wash", oddsOneIn: 2, stock: 10, claimInstructions: "Book it." },
  ],
  consolation: null,
  terms: "Terms.",
  permits: { nsw: "TP/00000" },
};

const problems = (value: unknown) =>
  spinToWinSchema.safeParse(value).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("the spin-to-win configuration", () => {
  it("accepts a campaign whose chances add up to at most one spin", () => {
    expect(problems(campaign)).toEqual([]);
  });

  it("names a campaign that ends before it starts", () => {
    expect(problems({ ...campaign, endsAt: "2026-11-30T09:00:00+08:00" })).toEqual(["endsAt: must be after startsAt"]);
  });

  it("names prizes whose chances add up to more than every spin", () => {
    const prizes = [...campaign.prizes, { ...campaign.prizes[0]!, id: "more", oddsOneIn: 3 }];
    expect(problems({ ...campaign, prizes })).toEqual([
      "prizes: the prizes' chances add up to 108.3%, more than one spin can give",
    ]);
  });

  it("names a prize id used twice, a negative stock and a time without its offset", () => {
    const prizes = [campaign.prizes[0]!, { ...campaign.prizes[1]!, id: "fuel", stock: -1 }];
    expect(problems({ ...campaign, prizes, startsAt: "2026-12-01T09:00:00" })).toEqual(
      expect.arrayContaining([
        "prizes.1.stock: cannot be negative",
        expect.stringMatching(/^startsAt: must be a date and time with its offset/),
      ]),
    );
    expect(problems({ ...campaign, prizes: [campaign.prizes[0]!, { ...campaign.prizes[1]!, id: "fuel" }] })).toEqual([
      "prizes.1.id: is used twice",
    ]);
  });

  it("names a permit for a state that does not exist", () => {
    expect(problems({ ...campaign, permits: { nz: "X" } })[0]).toMatch(/^permits/);
  });
});
