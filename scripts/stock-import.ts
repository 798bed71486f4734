/**
 * `npm run stock:import -- --site SLUG FILE`: runs the file through the feed engine as the site's "command" source
 * (created on demand, not a full feed: like the import before sources, it never sells a car the file leaves out; a
 * source set to full feed in the console does, under the safety valve). Good rows land, bad rows are listed. Prints
 * the per-row results. On PostgreSQL, or an embedded database no process holds, the command opens the database
 * itself; an embedded database held by the running server is that server's alone, so the file is handed to it
 * (stock-import-hand-off.ts) and it runs the same import.
 */
import { runCommand } from "./run-command";

runCommand(async () => (await import("./stock-import-main")).main());
