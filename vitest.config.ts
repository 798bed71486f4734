import { defineConfig } from "vitest/config";
import { resolve } from "./vitest.shared";

// Unit tests: pure rules beside the code. Database tests live in *.db.test.ts (vitest.db.config.ts).
export default defineConfig({
  resolve,
  test: {
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "demo/**/*.test.ts", "e2e/support/**/*.test.ts"],
    exclude: ["**/*.db.test.ts", "**/*.process.test.ts", "node_modules/**"],
    environment: "node",
  },
});
