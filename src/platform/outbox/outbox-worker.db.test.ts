import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/platform/db/client";
import { useDatabaseForTests } from "@/platform/db/db.server";
import { openTestDatabase } from "@/platform/db/testing/test-database";
import { periodicJobWorker } from "./outbox-worker.server";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  useDatabaseForTests(handle);
});
afterAll(async () => {
  await handle?.close();
});

describe(`a periodic job in the server process (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("runs the job when nudged, and not again within its interval", async () => {
    let runs = 0;
    const worker = periodicJobWorker({
      name: `nightly-${Math.random()}`,
      intervalMs: 3_600_000,
      run: async () => void runs++,
    });
    worker.nudge();
    await expect.poll(() => runs, { timeout: 5_000, interval: 20 }).toBe(1);
    worker.nudge();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs).toBe(1);
  });
});
