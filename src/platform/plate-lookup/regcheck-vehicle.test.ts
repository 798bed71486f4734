import { describe, expect, it } from "vitest";
import { dateOf, readRegCheckXml, regCheckVehicle, titleCase } from "./regcheck-vehicle";

const envelope = (inner: string) =>
  `<?xml version="1.0" encoding="utf-8"?><Vehicle xmlns:xsd="http://www.w3.org/2001/XMLSchema" ` +
  `xmlns="http://regcheck.org.uk">${inner}<vehicleData /></Vehicle>`;

describe("reading RegCheck's XML", () => {
  it("regcheck: reads the entity-escaped JSON inside vehicleJson", () => {
    const xml = envelope(`<vehicleJson>{&quot;Description&quot;:&quot;A &amp; B &lt;C&gt;&quot;}</vehicleJson>`);
    expect(readRegCheckXml(xml)).toEqual({ kind: "vehicle", json: { Description: "A & B <C>" } });
  });
  it("regcheck: an empty or missing vehicleJson is the service's empty answer", () => {
    expect(readRegCheckXml(envelope("<vehicleJson />"))).toEqual({ kind: "empty" });
    expect(readRegCheckXml(envelope("<vehicleJson>  </vehicleJson>"))).toEqual({ kind: "empty" });
    expect(readRegCheckXml(envelope(""))).toEqual({ kind: "empty" });
  });
  it("regcheck: anything else is unreadable: not XML, another document, broken or non-object JSON", () => {
    for (const body of [
      "Out of credit",
      "<html><body>Error</body></html>",
      envelope("<vehicleJson>{not json</vehicleJson>"),
      envelope("<vehicleJson>[1,2]</vehicleJson>"),
    ])
      expect(readRegCheckXml(body)).toEqual({ kind: "unreadable" });
  });
});

describe("RegCheck's vehicle", () => {
  it("regcheck: title-cases make, model and colour but keeps initials and words with digits", () => {
    expect(titleCase("MERCEDES-BENZ")).toBe("Mercedes-Benz");
    expect(titleCase("LAND ROVER")).toBe("Land Rover");
    expect(titleCase("BMW")).toBe("BMW");
    expect(titleCase("CX-5")).toBe("CX-5");
    expect(titleCase("i30")).toBe("i30");
    expect(titleCase("SILVER/GREY")).toBe("Silver/Grey");
  });
  it("regcheck: the badge is what the description says after the year, make and model", () => {
    const json = { Description: "2016 HOLDEN COMMODORE SS V REDLINE", CarMake: "HOLDEN", CarModel: "COMMODORE" };
    expect(regCheckVehicle(json, "VIC")).toMatchObject({ year: 2016, badge: "SS V REDLINE" });
    // Nothing after them: no badge.
    expect(regCheckVehicle({ ...json, Description: "2016 HOLDEN COMMODORE" }, "VIC").badge).toBeNull();
    expect(regCheckVehicle({ CarMake: "HOLDEN" }, "VIC").badge).toBeNull();
  });
  it("regcheck: a blank or nonsense field is null, not an empty string or NaN", () => {
    const vehicle = regCheckVehicle(
      { RegistrationYear: "20XX", CarMake: { CurrentTextValue: "  " }, Colour: 7, BodyStyle: {}, VIN: "123" },
      "NSW",
    );
    expect(vehicle).toEqual({
      year: null,
      make: null,
      model: null,
      badge: null,
      vin: null,
      colour: "7",
      body: null,
      regoExpiry: null,
      description: null,
    });
  });
  it("regcheck: reads an expiry from RegistrationExpiry, ExpiryDate or NT's RegistrationPlate.date_expiry", () => {
    expect(regCheckVehicle({ ExpiryDate: "2027-01-15T00:00:00" }, "QLD").regoExpiry).toBe("2027-01-15");
    expect(regCheckVehicle({ RegistrationExpiry: { CurrentTextValue: "5/7/2026" } }, "WA").regoExpiry).toBe(
      "2026-07-05",
    );
    const darwinMidnight = Date.UTC(2026, 11, 31, 14, 30); // 1 January 2027 in Darwin
    expect(regCheckVehicle({ RegistrationPlate: { date_expiry: darwinMidnight } }, "NT").regoExpiry).toBe("2027-01-01");
  });
  it("regcheck: an expiry that is no real date is null", () => {
    expect(dateOf("2027-02-30", "NSW")).toBeNull();
    expect(dateOf("31/13/2027", "NSW")).toBeNull();
    expect(dateOf("soon", "NSW")).toBeNull();
    expect(dateOf(42, "NSW")).toBeNull();
    expect(dateOf("/Date(1800000000000+1000)/", "NSW")).toBe("2027-01-15");
  });
});
