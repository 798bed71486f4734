import { defineConfig } from "vitest/config";
import { resolve } from "./vitest.shared";

// The process suite (`npm run test:processes`): real server processes of the production build on a PostgreSQL
// server (TEST_DATABASE_URL), each test file with a fresh database of its own.
export default defineConfig({
  resolve,
  test: {
    include: ["scripts/processes/*.process.test.ts"],
    environment: "node",
    testTimeout: 240_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
