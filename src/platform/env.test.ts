import { afterEach, describe, expect, it } from "vitest";
import { env, feedPullAllowsLocal, resetEnvForTests } from "./env";

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
  it("serves the console on console.localhost unless CONSOLE_HOST names another host, and refuses a URL", () => {
    delete process.env.CONSOLE_HOST;
    expect(env().CONSOLE_HOST).toBe("console.localhost");
    resetEnvForTests();
    process.env.CONSOLE_HOST = "Console.Forecourt.example";
    expect(env().CONSOLE_HOST).toBe("console.forecourt.example");
    resetEnvForTests();
    process.env.CONSOLE_HOST = "https://console.forecourt.example";
    expect(() => env()).toThrow(/CONSOLE_HOST: must be a host name/);
  });
  it("keeps uploaded media on disk by default; an S3 media store needs its endpoint, bucket and keys", () => {
    for (const name of ["MEDIA_STORE", "S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"])
      delete process.env[name];
    expect([env().MEDIA_STORE, env().MEDIA_DIR]).toEqual(["disk", ".data/media"]);
    resetEnvForTests();
    process.env.MEDIA_STORE = "s3";
    process.env.S3_SECRET_ACCESS_KEY = "fiction-secret";
    const error = (() => {
      try {
        env();
      } catch (e) {
        return String(e);
      }
    })();
    expect(error).toMatch(/S3_ENDPOINT: is required when MEDIA_STORE is s3/);
    expect(error).toMatch(/S3_BUCKET/);
    expect(error).not.toContain("fiction-secret");
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

  describe("SMS gateway", () => {
    const gateway = (vars: Record<string, string>) => {
      for (const name of ["SMS_GATEWAY_URL", "SMS_GATEWAY_API_KEY", "SMS_GATEWAY_API_SECRET", "SMS_SENDER_ID"])
        delete process.env[name];
      Object.assign(process.env, vars);
      resetEnvForTests();
      return env;
    };
    it("is optional: unset, messages go to the local inbox file every 15 seconds' worker pass", () => {
      delete process.env.SMS_LOCAL_INBOX;
      delete process.env.SMS_WORKER_INTERVAL_MS;
      expect(gateway({ SMS_GATEWAY_URL: "" })()).toMatchObject({
        SMS_LOCAL_INBOX: ".data/sms-inbox.txt",
        SMS_WORKER_INTERVAL_MS: 15_000,
      });
      expect(env().SMS_GATEWAY_URL).toBeUndefined();
    });
    it("takes an https gateway with its key, secret and sender id", () => {
      const read = gateway({
        SMS_GATEWAY_URL: "https://api.messagemedia.com",
        SMS_GATEWAY_API_KEY: "key-1",
        SMS_GATEWAY_API_SECRET: "secret-1",
        SMS_SENDER_ID: "HarbourTyta",
      });
      expect(read()).toMatchObject({ SMS_GATEWAY_URL: "https://api.messagemedia.com", SMS_SENDER_ID: "HarbourTyta" });
      expect(gateway({ SMS_SENDER_ID: "+61400000000" })().SMS_SENDER_ID).toBe("+61400000000");
    });
    it("requires the key and secret with a gateway, naming them", () => {
      expect(gateway({ SMS_GATEWAY_URL: "https://sms.example" })).toThrow(
        /SMS_GATEWAY_API_KEY: is required when SMS_GATEWAY_URL is set; SMS_GATEWAY_API_SECRET: is required/,
      );
    });
    it("sends the credentials over plain http only to this machine, and never in the URL", () => {
      const creds = { SMS_GATEWAY_API_KEY: "k", SMS_GATEWAY_API_SECRET: "s3cret-value" };
      expect(gateway({ ...creds, SMS_GATEWAY_URL: "http://127.0.0.1:3126" })().SMS_GATEWAY_URL).toBe(
        "http://127.0.0.1:3126",
      );
      expect(gateway({ ...creds, SMS_GATEWAY_URL: "http://sms.example" })).toThrow(
        /SMS_GATEWAY_URL: must be https:\/\/ unless it is this machine/,
      );
      const withUserInfo = gateway({ ...creds, SMS_GATEWAY_URL: "https://me:hunter22@sms.example" });
      expect(withUserInfo).toThrow(/SMS_GATEWAY_URL: must not hold credentials/);
      expect(() => withUserInfo()).not.toThrow(/hunter22|s3cret-value/);
      expect(gateway({ ...creds, SMS_GATEWAY_URL: "ftp://sms.example" })).toThrow(/SMS_GATEWAY_URL: must be an http/);
    });
    it("refuses a sender id no phone can show", () => {
      expect(gateway({ SMS_SENDER_ID: "Harbour Toyota Perth" })).toThrow(/SMS_SENDER_ID: must be a number/);
      expect(gateway({ SMS_SENDER_ID: "12345" })).toThrow(/SMS_SENDER_ID/);
    });
  });
  it("takes CONSOLE_ORIGIN as an origin only, without its trailing slash, and refuses a path or a non-web URL", () => {
    delete process.env.CONSOLE_ORIGIN;
    expect(env().CONSOLE_ORIGIN).toBeUndefined();
    resetEnvForTests();
    process.env.CONSOLE_ORIGIN = "https://console.forecourt.example:8443/";
    expect(env().CONSOLE_ORIGIN).toBe("https://console.forecourt.example:8443");
    for (const bad of ["console.forecourt.example", "ftp://console.forecourt.example", "https://x.example/console"]) {
      resetEnvForTests();
      process.env.CONSOLE_ORIGIN = bad;
      expect(() => env(), bad).toThrow(/CONSOLE_ORIGIN: must be/);
    }
  });
  it("allows local feed pulls outside production, and in production only with FEED_PULL_ALLOW_LOCAL=true", () => {
    delete process.env.FEED_PULL_ALLOW_LOCAL;
    (process.env as Record<string, string>).NODE_ENV = "production";
    expect(env().FEED_PULL_ALLOW_LOCAL).toBe(false);
    expect(feedPullAllowsLocal(env())).toBe(false);
    resetEnvForTests();
    process.env.FEED_PULL_ALLOW_LOCAL = "true";
    expect(feedPullAllowsLocal(env())).toBe(true);
    resetEnvForTests();
    process.env.FEED_PULL_ALLOW_LOCAL = "false";
    (process.env as Record<string, string>).NODE_ENV = "development";
    expect(feedPullAllowsLocal(env())).toBe(true);
    resetEnvForTests();
    process.env.FEED_PULL_ALLOW_LOCAL = "yes";
    expect(() => env()).toThrow(/FEED_PULL_ALLOW_LOCAL: must be "true" or "false"/);
  });
});
