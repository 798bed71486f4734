/** `npm run db:prepare`: migrate and seed the database the environment names, then exit. */
import { env } from "../src/platform/env";
import { targetFromEnv } from "../src/platform/db/client";
import { prepareDatabase } from "../src/platform/db/prepare";

const e = env();
prepareDatabase(targetFromEnv(e), e.SITES_DIR).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
