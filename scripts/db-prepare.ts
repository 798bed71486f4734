/**
 * `npm run db:prepare`: migrate the database the environment names and upsert every site's
 * dealerships and locations from its files (plus the demo stock unless SEED_DEMO=false), then exit.
 */
import { env } from "@/platform/env";
import { targetFromEnv } from "@/platform/db/client";
import { prepareDatabase } from "./prepare-database";

const e = env();
prepareDatabase(targetFromEnv(e), e.SITES_DIR, { seedDemo: e.SEED_DEMO }).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
