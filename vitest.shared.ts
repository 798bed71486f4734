import { fileURLToPath } from "node:url";

/** What the unit and database suites share: the import aliases of tsconfig.json, and server-only made loadable. */
export const resolve = {
  alias: {
    "@": fileURLToPath(new URL("./src", import.meta.url)),
    "@demo": fileURLToPath(new URL("./demo", import.meta.url)),
    "server-only": fileURLToPath(new URL("./src/platform/testing/server-only-stub.ts", import.meta.url)),
  },
};
