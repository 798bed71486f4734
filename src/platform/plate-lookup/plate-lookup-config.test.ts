import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { plateLookupFromEnv } from "./plate-lookup-config";
import { startRegCheckServer } from "./testing/regcheck-api-server";

/** A process environment with only these variables (NODE_ENV is required by Next's typing of it). */
const env = (vars: Record<string, string> = {}) => ({ NODE_ENV: "test", ...vars }) as NodeJS.ProcessEnv;

describe("which plate lookup runs", () => {
  let server: Awaited<ReturnType<typeof startRegCheckServer>>;
  beforeAll(async () => {
    server = await startRegCheckServer({
      username: "dealer-group",
      vehicles: { "VIC:ABC123": { Description: "2019 KIA CERATO S", CarMake: "KIA", CarModel: "CERATO" } },
    });
  });
  afterAll(() => server.close());

  it("config: demo without PLATE_LOOKUP_USERNAME", () => {
    expect(plateLookupFromEnv(env())).toMatchObject({ name: "demo", real: false });
    // An empty variable in a .env file means unset.
    expect(plateLookupFromEnv(env({ PLATE_LOOKUP_USERNAME: " " }))).toMatchObject({ name: "demo", real: false });
  });
  it("config: the demo asks the stock it is given", async () => {
    const stockPlate = vi.fn(async () => null);
    await plateLookupFromEnv(env(), stockPlate).lookup("ZZZ999", "WA");
    expect(stockPlate).toHaveBeenCalledWith("ZZZ999", "WA");
  });
  it("config: regcheck with PLATE_LOOKUP_USERNAME", () => {
    expect(plateLookupFromEnv(env({ PLATE_LOOKUP_USERNAME: "dealer-group" }))).toMatchObject({
      name: "regcheck",
      real: true,
    });
  });
  it("config: PLATE_LOOKUP_URL overrides the base URL", async () => {
    const lookup = plateLookupFromEnv(
      env({ PLATE_LOOKUP_USERNAME: "dealer-group", PLATE_LOOKUP_URL: `${server.url}/` }),
    );
    expect(await lookup.lookup("ABC123", "VIC")).toMatchObject({ kind: "found", vehicle: { model: "Cerato" } });
    expect(server.requests.at(-1)?.pathname).toBe("/api/reg.asmx/CheckAustralia");
  });
  it("config: rejects a malformed PLATE_LOOKUP_URL naming the variable", () => {
    for (const url of ["not a url", "ftp://regcheck.example/api", "www.carregistrationapi.com/api/reg.asmx"])
      expect(() => plateLookupFromEnv(env({ PLATE_LOOKUP_USERNAME: "dealer-group", PLATE_LOOKUP_URL: url }))).toThrow(
        /^PLATE_LOOKUP_URL must be an http:\/\/ or https:\/\/ URL/,
      );
    // Even while the demo runs, so the typo is found before the username is added.
    expect(() => plateLookupFromEnv(env({ PLATE_LOOKUP_URL: "nope" }))).toThrow(/PLATE_LOOKUP_URL/);
  });
  it("config: the error does not repeat the URL, which may hold a password", () => {
    const err = (() => {
      try {
        plateLookupFromEnv(env({ PLATE_LOOKUP_URL: "ftp://user:hunter2@host/x" }));
      } catch (e) {
        return e as Error;
      }
    })();
    expect(err?.message).not.toContain("hunter2");
  });
});
