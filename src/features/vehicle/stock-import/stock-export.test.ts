import { describe, expect, it } from "vitest";
import { sampleVehicle } from "@/features/vehicle/testing/sample-vehicle";
import { parseStockCsv, STOCK_COLUMNS } from "./stock-csv";
import { exportColumns, stockExportRecord } from "./stock-export";
import { sameStock } from "./same-stock";

const car = (over: Parameters<typeof sampleVehicle>[0] = {}) => ({
  ...sampleVehicle(over),
  dealershipSlug: "harbour-toyota",
  locationSlug: "fremantle",
});
const csvOf = (records: Record<string, string>[], columns: readonly string[] = STOCK_COLUMNS) =>
  [
    columns.join(","),
    ...records.map((r) => columns.map((c) => `"${(r[c] ?? "").replace(/"/g, '""')}"`).join(",")),
  ].join("\n");

describe("stock export (a CSV in the stock import's own format; export then import changes nothing)", () => {
  it("writes every import column, in the import's terms", () => {
    const record = stockExportRecord(car({ status: "sold", soldAt: new Date("2026-11-20T13:45:00Z"), file: null }));
    expect(Object.keys(record)).toEqual(STOCK_COLUMNS);
    expect(record).toMatchObject({
      stocknum: "HTU10001",
      dealership: "harbour-toyota",
      location: "fremantle",
      car_type: "used",
      status: "sold",
      sold_date: "2026-11-20",
      price: "38990",
      fuel: "Hybrid",
      transmission: "Automatic",
      rego: "1ABC234",
      certified: "true",
      reserved: "false",
      features: "Apple CarPlay",
      image_urls: "/media/a.svg",
      file: "",
      body_width: "",
    });
  });

  it("reads back through the import's parser to the same row (sameStock), and a changed price is not the same", () => {
    const stored = car({ dealerComments: 'Tow bar, "as new" tyres\nOne owner' });
    const { rows, problems } = parseStockCsv(csvOf([stockExportRecord(stored)]));
    expect(problems).toEqual([]);
    expect(sameStock(rows[0]!.data, stored)).toBe(true);
    expect(sameStock(rows[0]!.data, { ...stored, price: 37_990 })).toBe(false);
    expect(sameStock(rows[0]!.data, { ...stored, reserved: true })).toBe(false);
  });

  it("writes no image URLs for a car shown with drawings only (the import draws them again), photos as they are", () => {
    const drawn = car({
      images: [{ image_key: "k", url: "/media/drawings/suv/f2f2ee/side.svg", width: 640, height: 427, alt: "" }],
    });
    expect(stockExportRecord(drawn).image_urls).toBe("");
    const photos = car({
      images: [
        { image_key: "1", url: "https://photos.example/1.jpg", width: 640, height: 427, alt: "" },
        { image_key: "2", url: "/media/2.jpg", width: 640, height: 427, alt: "" },
      ],
    });
    expect(stockExportRecord(photos).image_urls).toBe("https://photos.example/1.jpg|/media/2.jpg");
  });

  it("writes a caravan's specifications and reads them back", () => {
    const caravan = car({
      itemType: "caravan",
      body: null,
      specifications: {
        body_width: 2_400,
        body_length: 21,
        tare_weight: 2_300,
        axle_type: "Tandem",
        sleeps: 4,
        aggregate_trailer_mass: 3_000,
      },
    });
    const { rows, problems } = parseStockCsv(csvOf([stockExportRecord(caravan)]));
    expect(problems).toEqual([]);
    expect(rows[0]!.data).toMatchObject({ body_width: 2_400, axle_type: "Tandem", atm: 3_000 });
    expect(sameStock(rows[0]!.data, caravan)).toBe(true);
  });

  it("leaves out the compliance date and interior colour on a site whose pages hide them; the import keeps them", () => {
    const hidden = exportColumns({ showComplianceDate: false, showInteriorColour: false });
    expect(hidden).not.toContain("compliance_date");
    expect(hidden).not.toContain("interior_colour");
    expect(exportColumns({ showComplianceDate: true, showInteriorColour: true })).toEqual(STOCK_COLUMNS);
    const stored = car();
    const { rows } = parseStockCsv(csvOf([stockExportRecord(stored)], hidden));
    expect(rows[0]!.data.compliance_date).toBeNull();
    expect(sameStock(rows[0]!.data, stored, ["compliance_date", "interior_colour"])).toBe(true);
    expect(sameStock(rows[0]!.data, stored)).toBe(false);
  });
});
