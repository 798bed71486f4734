/**
 * `npm run db:prepare`: migrate the database the environment names and upsert every site's
 * dealerships and locations from its files (plus the demo stock unless SEED_DEMO=false), then exit.
 * `npm run db:seed-demo` runs it with --seed-demo: the demo dealers' stock, reviews and catalogue while
 * their stock is empty, whatever SEED_DEMO says. Demo data only: a real dealer's stock comes from
 * `npm run stock:import`.
 */
import { env } from "@/platform/env";
import { targetFromEnv } from "@/platform/db/client";
import { prepareDatabase } from "./prepare-database";

const e = env();
const seedDemo = process.argv.includes("--seed-demo") || e.SEED_DEMO;
prepareDatabase(targetFromEnv(e), e.SITES_DIR, { seedDemo }).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
