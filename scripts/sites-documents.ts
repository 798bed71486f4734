/**
 * `npm run sites:export -- [--site SLUG] [--out DIR]` writes the site documents as the platform serves them (published
 * in the console included) as files under DIR (SITES_DIR by default): a site's settings, dealer and content files, or
 * every file. `npm run sites:import -- [--site SLUG] [--from DIR]` loads files as documents: those that differ are
 * published together, checked by the server's own loaders, or refused whole with each problem. On PostgreSQL, or an
 * embedded database no process holds, the command opens the database itself; an embedded database held by the running
 * server is that server's alone, so the work is handed to it (its operator door, as for `stock:import`).
 */
import { runCommand } from "./run-command";

runCommand(async () => (await import("./sites-documents-main")).main());
