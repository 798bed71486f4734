import { describe, expect, it } from "vitest";
import { vehicleFacts, type FactsInput } from "./vehicle-facts";

const car: FactsInput = {
  carType: "used",
  itemType: "car",
  simpleTransmission: "Automatic",
  simpleBody: "SUV",
  km: 45210,
  simpleFuel: "Hybrid",
  regoExpiry: "2027-03-01",
  stocknum: "HTU10001",
  buildDate: "2021-05-01",
  complianceDate: "2021-07-01",
  colour: "White",
  paintColour: "Glacier White",
  interiorColour: "Black Cloth",
  drive: "AWD",
  seats: 5,
  doors: 5,
  engineSize: 2487,
  views: 0,
  vin: "JTMW1RFV00D123456",
  regplate: "1ABC234",
  specifications: null,
};
const plain = { showComplianceDate: false, showInteriorColour: false, address: null };
const labels = (rows: { label: string }[]) => rows.map((r) => r.label);

describe("vehicle details box", () => {
  it("hides empty values", () => {
    const rows = vehicleFacts({ ...car, drive: null, regplate: "", seats: null }, plain);
    expect(labels(rows)).not.toContain("Drive");
    expect(labels(rows)).not.toContain("Rego");
    expect(labels(rows)).not.toContain("Seats");
    expect(rows.find((r) => r.label === "Views")?.value).toBe("0");
    expect(vehicleFacts({ ...car, views: 12345 }, plain).find((r) => r.label === "Views")?.value).toBe("12,345");
  });
  it("shows compliance date and interior colour only where the site says", () => {
    expect(labels(vehicleFacts(car, plain))).not.toContain("Compliance date");
    expect(labels(vehicleFacts(car, plain))).not.toContain("Interior colour");
    const shown = vehicleFacts(car, { ...plain, showComplianceDate: true, showInteriorColour: true });
    expect(shown).toContainEqual({ label: "Compliance date", value: "07/2021" });
    expect(shown).toContainEqual({ label: "Interior colour", value: "Black Cloth" });
  });
  it("shows engine size in cc and kms with units", () => {
    const rows = vehicleFacts(car, plain);
    expect(rows).toContainEqual({ label: "Engine size", value: "2,487 cc" });
    expect(rows).toContainEqual({ label: "Kms", value: "45,210 km" });
  });
  it("shows caravan width, length in feet and metres (0.3048), tare, axle, sleeps and ATM", () => {
    const rows = vehicleFacts(
      {
        ...car,
        itemType: "caravan",
        specifications: {
          body_width: 2440,
          body_length: 21,
          tare_weight: 2480,
          axle_type: "Tandem",
          sleeps: 4,
          aggregate_trailer_mass: 3180,
        },
      },
      plain,
    );
    expect(rows).toContainEqual({ label: "Length", value: "21 ft (6.40 m)" });
    expect(rows).toContainEqual({ label: "Width", value: "2,440 mm" });
    expect(rows).toContainEqual({ label: "Tare weight", value: "2,480 kg" });
    expect(rows).toContainEqual({ label: "Axle type", value: "Tandem" });
    expect(rows).toContainEqual({ label: "Sleeps", value: "4" });
    expect(rows).toContainEqual({ label: "Aggregate trailer mass", value: "3,180 kg" });
    expect(labels(rows)).not.toContain("Kms");
  });
});
