import { describe, expect, it } from "vitest";
import type { Database } from "@/platform/db/client";
import { canTakeDeposits } from "./deposits";
import { paymentProviderFromEnv } from "./payment-config";

const base = {
  NODE_ENV: "production" as const,
  PAYMENTS_DEMO: false,
  DATABASE_URL: "postgres://db/x" as string | undefined,
  STRIPE_SECRET_KEY: undefined as string | undefined,
};

describe("whether the platform can take a deposit", () => {
  it("cannot in production on a PostgreSQL server with neither Stripe's key nor PAYMENTS_DEMO", () => {
    expect(canTakeDeposits(base)).toBe(false);
  });
  it("can with Stripe's key, with the demo turned on, on the embedded database, and outside production", () => {
    expect(canTakeDeposits({ ...base, STRIPE_SECRET_KEY: "sk_live_abcdefgh1234" })).toBe(true);
    expect(canTakeDeposits({ ...base, PAYMENTS_DEMO: true })).toBe(true);
    expect(canTakeDeposits({ ...base, DATABASE_URL: undefined })).toBe(true);
    expect(canTakeDeposits({ ...base, NODE_ENV: "development" })).toBe(true);
  });
  it("agrees with the payment provider the platform runs: none exactly when it cannot take a deposit", () => {
    const db = async () => ({}) as Database;
    const cases = [
      base,
      { ...base, STRIPE_SECRET_KEY: "sk_test_abcdefgh1234" },
      { ...base, PAYMENTS_DEMO: true },
      { ...base, DATABASE_URL: undefined },
      { ...base, NODE_ENV: "test" as const },
    ];
    for (const env of cases) {
      const setup = paymentProviderFromEnv(
        { ...env, STRIPE_WEBHOOK_SECRET: undefined, STRIPE_API_BASE: undefined },
        db,
      );
      expect(setup.provider !== null).toBe(canTakeDeposits(env));
    }
  });
});
