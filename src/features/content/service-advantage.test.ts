import { describe, expect, it } from "vitest";
import { brandContentFileSchema } from "@/platform/content/content-schema";
import { DEFAULT_SERVICE_PLAN, serviceAdvantageRows } from "./service-advantage";

describe("the service-advantage table", () => {
  it("defaults to $250, 5 services, 5 years, every 12 months or 15,000 km, 75,000 km", () => {
    expect(serviceAdvantageRows({ models: [] })).toEqual([
      {
        model: "All other models",
        price: "$250",
        services: "5",
        term: "5 years",
        interval: "Every 12 months or 15,000 km",
        maxKm: "75,000 km",
      },
    ]);
  });

  it("lists each model's own values after the standard plan", () => {
    const rows = serviceAdvantageRows({
      models: [
        {
          model: "GR Supra",
          pricePerService: 525,
          services: 10,
          years: 5,
          intervalMonths: 6,
          intervalKm: 10_000,
          maxKm: 100_000,
        },
      ],
    });
    expect(rows[1]).toEqual({
      model: "GR Supra",
      price: "$525",
      services: "10",
      term: "5 years",
      interval: "Every 6 months or 10,000 km",
      maxKm: "100,000 km",
    });
  });

  it("accepts per-model values only within the spec's ranges: $180-$525, 3-10 services, 3-5 years, 6 or 12 months", () => {
    const valid = (plan: Record<string, number>) =>
      brandContentFileSchema.safeParse({
        pages: [
          {
            path: "/diamond-advantage",
            title: "Service Advantage",
            description: "Capped-price servicing.",
            blocks: [
              {
                type: "service-advantage",
                heading: "Service Advantage",
                paragraphs: [],
                models: [{ model: "Yaris", ...DEFAULT_SERVICE_PLAN, ...plan }],
              },
            ],
          },
        ],
      }).success;
    expect(valid({ pricePerService: 180, services: 3, years: 3, intervalMonths: 6 })).toBe(true);
    expect(valid({ pricePerService: 525, services: 10, years: 5 })).toBe(true);
    for (const bad of [
      { pricePerService: 179 },
      { pricePerService: 526 },
      { services: 2 },
      { services: 11 },
      { years: 2 },
      { years: 6 },
      { intervalMonths: 9 },
    ] as Record<string, number>[])
      expect(valid(bad), JSON.stringify(bad)).toBe(false);
  });
});
