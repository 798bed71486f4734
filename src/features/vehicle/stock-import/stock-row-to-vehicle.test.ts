import { describe, expect, it } from "vitest";
import { PROTOTYPE_NAMES } from "@/features/search";
import { CAR_SLUG_MAX_LENGTH, isCarSlug } from "@/features/vehicle/car-key";
import { parseStockCsv } from "./stock-csv";
import { feedPhotoKeys, vehicleFromRow } from "./stock-row-to-vehicle";

const HEADER = "stocknum,dealership,car_type,status,make,model,badge,year,colour";
const ids = { siteId: 1, dealershipId: 1, locationId: null, city: null, state: null };
const NOW = new Date("2026-11-21T02:00:00Z");
const vehicleOf = (line: string) => {
  const { rows, problems } = parseStockCsv(`${HEADER}\n${line}`);
  expect(problems).toEqual([]);
  return vehicleFromRow(rows[0]!.data, ids, NOW);
};

describe("a feed row becomes a vehicle", () => {
  it("gives every imported car a slug the car lookups accept, within 200 characters, ending in its stock number", () => {
    expect(vehicleOf("T100,harbour-toyota,used,in_stock,Toyota,RAV4,GXL,2021,White").slug).toBe(
      "2021-toyota-rav4-gxl-t100",
    );
    const long = vehicleOf(
      `T101,harbour-toyota,used,in_stock,Toyota,RAV4,${"Cruiser Limited Edition ".repeat(15).trim()},2021,White`,
    ).slug;
    expect(long.length).toBeLessThanOrEqual(CAR_SLUG_MAX_LENGTH);
    expect(isCarSlug(long)).toBe(true);
    expect(long.endsWith("-t101")).toBe(true);
  });

  it("paints a drawing in the colour family's hue, and grey for a colour it does not know (a feed's colour is any text, even \"constructor\")", () => {
    expect(vehicleOf("T102,harbour-toyota,used,in_stock,Toyota,RAV4,GXL,2021,Red").images[0]!.url).toContain(
      "/b3172b/",
    );
    for (const colour of PROTOTYPE_NAMES) {
      const images = vehicleOf(`T103,harbour-toyota,used,in_stock,Toyota,RAV4,GXL,2021,${colour}`).images;
      expect(images.length, colour).toBeGreaterThan(0);
      expect(
        images.every((i) => i.url.includes("/9ca3af/")),
        colour,
      ).toBe(true);
    }
  });
});

describe("a feed photo's key", () => {
  const a = "https://cdn.example/p/a.jpg";
  const b = "https://cdn.example/p/b.jpg";
  const c = "https://cdn.example/p/c.jpg";

  it("follows the photo's address, not its place, so an arrangement stays with the photo when others come and go", () => {
    const [, keyOfB, keyOfC] = feedPhotoKeys("S1", [a, b, c]);
    expect(feedPhotoKeys("S1", [b, c])).toEqual([keyOfB, keyOfC]);
    expect(feedPhotoKeys("S1", [c, a, b])).toEqual(expect.arrayContaining([keyOfB, keyOfC]));
    expect(keyOfB).toMatch(/^S1-[0-9a-f]{8}$/);
  });

  it("is the car's own and tells the same address twice apart", () => {
    expect(feedPhotoKeys("S1", [a])).not.toEqual(feedPhotoKeys("S2", [a]));
    const [first, second] = feedPhotoKeys("S1", [a, a]);
    expect(second).toBe(`${first}-2`);
  });
});
