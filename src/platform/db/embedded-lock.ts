import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite is one process's database. The process that opens a data directory writes its pid beside it;
 * another process (a CLI command while the server runs) is told clearly instead of corrupting it.
 */
const lockPath = (dataDir: string) => `${path.resolve(dataDir)}.lock`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export class EmbeddedDatabaseBusyError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}), probably a running \`npm start\`. ` +
        "Stop it first, or set DATABASE_URL to use a PostgreSQL server that many processes can share.",
    );
    this.name = "EmbeddedDatabaseBusyError";
  }
}

/** The pid of another live process holding the data directory, or null when it is free (or held by this one). */
export function embeddedLockHolder(dataDir: string): number | null {
  const file = lockPath(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}

export function acquireEmbeddedLock(dataDir: string): () => void {
  const file = lockPath(dataDir);
  const holder = embeddedLockHolder(dataDir);
  if (holder !== null) throw new EmbeddedDatabaseBusyError(dataDir, holder);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, String(process.pid));
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    try {
      if (existsSync(file) && readFileSync(file, "utf8").trim() === String(process.pid)) rmSync(file);
    } catch {
      // Leaving a stale lock is harmless: the next process sees its pid is gone.
    }
  };
  process.once("exit", release);
  return release;
}
