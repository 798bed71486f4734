import { afterEach, describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "./env";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

describe("environment", () => {
  it("defaults to port 3000, the embedded database in .data/ and harbour-toyota on bare localhost", () => {
    delete process.env.PORT;
    delete process.env.DATABASE_URL;
    delete process.env.PGLITE_DIR;
    delete process.env.DEFAULT_SITE;
    expect(env()).toMatchObject({ PORT: 3000, PGLITE_DIR: ".data/pglite", DEFAULT_SITE: "harbour-toyota" });
    expect(env().DATABASE_URL).toBeUndefined();
  });
  it("treats an empty DATABASE_URL as unset", () => {
    process.env.DATABASE_URL = "";
    expect(env().DATABASE_URL).toBeUndefined();
  });
  it("names the variable and never echoes its value when it is wrong", () => {
    process.env.DATABASE_URL = "mysql://user:s3cret@db/x";
    expect(() => env()).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    try {
      env();
    } catch (err) {
      expect((err as Error).message).not.toContain("s3cret");
    }
  });
  it("seeds the demo dealers' stock unless SEED_DEMO is false, and refuses any other value", () => {
    delete process.env.SEED_DEMO;
    expect(env().SEED_DEMO).toBe(true);
    resetEnvForTests();
    process.env.SEED_DEMO = "false";
    expect(env().SEED_DEMO).toBe(false);
    resetEnvForTests();
    process.env.SEED_DEMO = "no";
    expect(() => env()).toThrow(/SEED_DEMO/);
  });
});
