/**
 * `npm run bench:feeds`: a 2,000-row feed applied (target at most 5 s), then a 50,000-row feed streamed through the
 * engine with the process's peak RSS. On PGlite by default; on PostgreSQL with TEST_DATABASE_URL set. The engine is
 * loaded after the server-side modules are allowed (scripts/server-modules.ts).
 */
import { allowServerModules } from "../scripts/server-modules";

allowServerModules();
await import("./feeds-run");
