import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { regCheckLookup, regCheckRefusal } from "./regcheck-lookup";
import { startRegCheckServer } from "./testing/regcheck-api-server";

const username = "forecourt-test-user";
// Midnight at the start of 1 May 2027 in Darwin (UTC+9:30): 30 April in UTC.
const ntExpiryMs = Date.UTC(2027, 3, 30, 14, 30);

const vehicles = {
  "NSW:ABC123": {
    Description: "2014 TOYOTA COROLLA ASCENT SPORT",
    RegistrationYear: "2014",
    CarMake: { CurrentTextValue: "TOYOTA" },
    CarModel: { CurrentTextValue: "COROLLA" },
    BodyStyle: { CurrentTextValue: "HATCHBACK" },
    Colour: "WHITE",
    VechileIdentificationNumber: "JTDKB3FU003000001",
  },
  "VIC:XYZ789": {
    Description: "2020 MAZDA CX-5 MAXX SPORT",
    RegistrationYear: 2020,
    CarMake: "MAZDA",
    CarModel: "CX-5",
    Variant: "Maxx Sport",
    BodyStyle: "WAGON",
    Colour: "SOUL RED",
    VehicleIdentificationNumber: "JM0KF4WLA0Q123456", // has a Q: no VIN has
    VIN: "JM0KF4WLA00123456",
    RegistrationExpiry: "31/03/2027",
  },
  "NT:NT1234": { Description: "2018 FORD RANGER XLT", CarMake: "FORD", RegistrationPlate: { date_expiry: ntExpiryMs } },
  "SA:ESC123": { Description: `2019 FORD RANGER "WILDTRAK" <4X4> & TOW`, CarMake: "FORD", CarModel: "RANGER" },
  "QLD:EMPTY1": {},
  "WA:BLANK1": { Colour: "WHITE" },
};

describe("RegCheck adapter against a local RegCheck server", () => {
  let server: Awaited<ReturnType<typeof startRegCheckServer>>;
  let garbage: Server;
  let garbageUrl: string;
  let regcheck: ReturnType<typeof regCheckLookup>;
  beforeAll(async () => {
    server = await startRegCheckServer({ username, vehicles });
    regcheck = regCheckLookup({ baseUrl: server.url, username });
    // A server that answers 200 with something that is not RegCheck's XML (a captive portal, a proxy).
    garbage = createServer((_, res) => res.writeHead(200, { "Content-Type": "text/html" }).end("<html>Hi</html>"));
    await new Promise<void>((resolve) => garbage.listen(0, "127.0.0.1", resolve));
    garbageUrl = `http://127.0.0.1:${(garbage.address() as AddressInfo).port}/api/reg.asmx`;
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => garbage.close(resolve));
  });

  it("regcheck: asks CheckAustralia with the normalised plate, the state and the username", async () => {
    await regcheck.lookup("abc-123", "NSW");
    const asked = server.requests.at(-1)!;
    expect(asked.pathname).toBe("/api/reg.asmx/CheckAustralia");
    expect(Object.fromEntries(asked.searchParams)).toEqual({ RegistrationNumber: "ABC123", State: "NSW", username });
    expect(regcheck).toMatchObject({ name: "regcheck", real: true });
  });
  it("regcheck: maps a wrapped CurrentTextValue make and model to title case", async () => {
    expect(await regcheck.lookup("ABC 123", "NSW")).toEqual({
      kind: "found",
      vehicle: {
        year: 2014,
        make: "Toyota",
        model: "Corolla",
        badge: "ASCENT SPORT",
        vin: "JTDKB3FU003000001",
        colour: "White",
        body: "Hatchback",
        regoExpiry: null,
        description: "2014 TOYOTA COROLLA ASCENT SPORT",
      },
    });
  });
  it("regcheck: maps bare make and model strings, the badge from Variant, and a dd/mm/yyyy expiry", async () => {
    const result = await regcheck.lookup("XYZ789", "VIC");
    expect(result).toMatchObject({
      kind: "found",
      vehicle: { year: 2020, make: "Mazda", model: "CX-5", badge: "Maxx Sport", colour: "Soul Red", body: "Wagon" },
    });
    expect(result.kind === "found" && result.vehicle.regoExpiry).toBe("2027-03-31");
  });
  it("regcheck: takes a VIN only with 17 characters and no I, O or Q, trying each field", async () => {
    const result = await regcheck.lookup("XYZ789", "VIC");
    expect(result.kind === "found" && result.vehicle.vin).toBe("JM0KF4WLA00123456");
  });
  it("regcheck: reads NT's epoch-millisecond expiry as the date in Darwin, the year from the description", async () => {
    const result = await regcheck.lookup("NT1234", "NT");
    expect(result).toMatchObject({ kind: "found", vehicle: { regoExpiry: "2027-05-01", year: 2018, model: null } });
  });
  it("regcheck: decodes the JSON the XML escapes, quotes, ampersands and angle brackets included", async () => {
    const result = await regcheck.lookup("ESC123", "SA");
    expect(result.kind === "found" && result.vehicle.badge).toBe(`"WILDTRAK" <4X4> & TOW`);
  });
  it("regcheck: an unknown plate is not_found, not failed", async () => {
    expect(await regcheck.lookup("NOPE42", "NSW")).toEqual({ kind: "not_found" });
    // The same plate in another state's register is another car.
    expect(await regcheck.lookup("ABC123", "VIC")).toEqual({ kind: "not_found" });
  });
  it("regcheck: an empty vehicleJson, or one naming no car, is not_found", async () => {
    expect(await regcheck.lookup("EMPTY1", "QLD")).toEqual({ kind: "not_found" });
    expect(await regcheck.lookup("BLANK1", "WA")).toEqual({ kind: "not_found" });
  });
  it("regcheck: an implausible plate is not_found without spending a request", async () => {
    const before = server.requests.length;
    expect(await regcheck.lookup("A", "NSW")).toEqual({ kind: "not_found" });
    expect(await regcheck.lookup("ABC!23", "NSW")).toEqual({ kind: "not_found" });
    expect(server.requests.length).toBe(before);
  });
  it("regcheck: a wrong username is failed and the reason never contains the username or plate", async () => {
    const wrong = regCheckLookup({ baseUrl: server.url, username: "someone-else" });
    const result = await wrong.lookup("ABC123", "NSW");
    expect(result).toEqual({ kind: "failed", reason: "RegCheck answered 500: Your username is incorrect" });
    expect(JSON.stringify(result)).not.toMatch(/someone-else|ABC123/);
  });
  it("regcheck: a service that is down (503) is failed", async () => {
    expect(await regcheck.lookup("BOOM", "NSW")).toEqual({
      kind: "failed",
      reason: "RegCheck answered 503: Service Unavailable",
    });
  });
  it("regcheck: a wrong base URL's 404 page is failed, not not_found", async () => {
    const lost = regCheckLookup({ baseUrl: `${server.url}/wrong`, username });
    expect(await lost.lookup("ABC123", "NSW")).toEqual({ kind: "failed", reason: "RegCheck answered 404" });
  });
  it("regcheck: a 200 that is not RegCheck's XML is failed", async () => {
    const result = await regCheckLookup({ baseUrl: garbageUrl, username }).lookup("ABC123", "NSW");
    expect(result).toEqual({ kind: "failed", reason: "RegCheck sent an answer that is not its XML" });
  });
  it("regcheck: nothing listening is failed, naming the error code only", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const result = await regCheckLookup({ baseUrl: `http://127.0.0.1:${port}/api/reg.asmx`, username }).lookup(
      "ABC123",
      "NSW",
    );
    expect(result).toEqual({ kind: "failed", reason: "RegCheck unreachable (ECONNREFUSED)" });
  });
  it("regcheck: a timeout is failed", async () => {
    // A service that never answers: the fake resolves nothing and rejects only when the adapter's signal fires.
    const hanging: typeof fetch = (_, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    const slow = regCheckLookup({ baseUrl: server.url, username, timeoutMs: 50, fetch: hanging });
    expect(await slow.lookup("ABC123", "NSW")).toEqual({
      kind: "failed",
      reason: "RegCheck did not answer within 50 ms",
    });
  });
});

describe("RegCheck refusals", () => {
  it("regcheck: a refusal's reason keeps the service's words but redacts the plate and username", () => {
    const result = regCheckRefusal(500, "Out of credit for user Fred.Smith (looked up abc123)\nstack...", [
      "ABC123",
      "fred.smith",
    ]);
    expect(result).toEqual({
      kind: "failed",
      reason: "RegCheck answered 500: Out of credit for user [redacted] (looked up [redacted])",
    });
  });
  it("regcheck: a 404 or 500 reading like 'lookup failed' or 'no vehicle' is not_found; other statuses are not", () => {
    expect(regCheckRefusal(500, "Lookup failed", [])).toEqual({ kind: "not_found" });
    expect(regCheckRefusal(404, "No vehicle data", [])).toEqual({ kind: "not_found" });
    expect(regCheckRefusal(502, "Lookup failed", [])).toMatchObject({ kind: "failed" });
    expect(regCheckRefusal(404, "<html><h1>404 - File or directory not found.</h1></html>", [])).toEqual({
      kind: "failed",
      reason: "RegCheck answered 404",
    });
  });
});
