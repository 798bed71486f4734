import { describe, expect, it } from "vitest";
import type { Database } from "@/platform/db/client";
import { paymentProviderFromEnv } from "./payment-config";

const db = async () => ({}) as Database;
const base = {
  NODE_ENV: "production" as const,
  PAYMENTS_DEMO: false,
  DATABASE_URL: undefined,
  STRIPE_SECRET_KEY: undefined,
  STRIPE_WEBHOOK_SECRET: undefined,
  STRIPE_API_BASE: undefined,
};

describe("which payment provider runs", () => {
  it("uses Stripe when its secret key is set, with the webhook's secret", () => {
    const setup = paymentProviderFromEnv(
      { ...base, STRIPE_SECRET_KEY: "sk_live_abcdefgh1234", STRIPE_WEBHOOK_SECRET: "whsec_abcdefgh" },
      db,
    );
    expect(setup.provider?.kind).toBe("stripe");
    expect(setup.webhookSecret).toBe("whsec_abcdefgh");
    expect(setup.notice).toBeNull();
  });
  it("uses the demo in the quick start (embedded database) and in development, saying no money moves", () => {
    for (const env of [base, { ...base, NODE_ENV: "development" as const, DATABASE_URL: "postgres://db/x" }]) {
      const setup = paymentProviderFromEnv(env, db);
      expect(setup.provider?.kind).toBe("demo");
      expect(setup.notice).toMatch(/moves no money/);
    }
  });
  it("refuses the demo in production on a PostgreSQL server unless the operator turns it on", () => {
    const off = paymentProviderFromEnv({ ...base, DATABASE_URL: "postgres://db/x" }, db);
    expect(off.provider).toBeNull();
    expect(off.notice).toMatch(/switched off/);
    expect(
      paymentProviderFromEnv({ ...base, DATABASE_URL: "postgres://db/x", PAYMENTS_DEMO: true }, db).provider?.kind,
    ).toBe("demo");
  });
  it("never puts a secret in its notice", () => {
    const setup = paymentProviderFromEnv({ ...base, DATABASE_URL: "postgres://user:pw@db/x" }, db);
    expect(setup.notice).not.toContain("pw");
  });
});
