/**
 * `npm run db:seed-demo`: prepares the database, then gives the demo dealers (the four invented sites
 * whose files ship in sites/) their demo stock, reviews and catalogue while their stock is empty,
 * whatever SEED_DEMO says. Demo data only: a real dealer's stock comes from `npm run stock:import`.
 */
import { env } from "@/platform/env";
import { targetFromEnv } from "@/platform/db/client";
import { prepareDatabase } from "./prepare-database";

const e = env();
prepareDatabase(targetFromEnv(e), e.SITES_DIR, { seedDemo: true }).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
