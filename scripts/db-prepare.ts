/** `npm run db:prepare`: migrate and seed the database the environment names, then exit. */
import { env } from "@/platform/env";
import { targetFromEnv } from "@/platform/db/client";
import { prepareDatabase } from "@/platform/db/prepare";

const e = env();
prepareDatabase(targetFromEnv(e), e.SITES_DIR).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
