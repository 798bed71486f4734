import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Unit tests: pure rules beside the code. Database tests live in *.db.test.ts (vitest.db.config.ts).
export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@demo": fileURLToPath(new URL("./demo", import.meta.url)),
      "server-only": fileURLToPath(new URL("./src/platform/testing/server-only-stub.ts", import.meta.url)),
    },
  },
  test: {
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "demo/**/*.test.ts"],
    exclude: ["**/*.db.test.ts", "node_modules/**"],
    environment: "node",
  },
});
