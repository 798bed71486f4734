import { defineConfig } from "vitest/config";
import { resolve } from "./vitest.shared";

// The database suite: runs on PGlite by default, on a PostgreSQL server when TEST_DATABASE_URL is set.
export default defineConfig({
  resolve,
  test: {
    include: ["src/**/*.db.test.ts", "scripts/**/*.db.test.ts", "demo/**/*.db.test.ts"],
    environment: "node",
    // A migrated and a seeded database made once; each test file starts from a copy.
    globalSetup: ["./vitest.db.setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // One database per test file; files run one after another to keep memory and PG connections low.
    fileParallelism: false,
  },
});
