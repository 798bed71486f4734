import { randomBytes } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The running server's operator door on the embedded database: a loopback port and a token, written beside the data
 * directory's lock (so in `.data/`) by the process that holds the database. An operator command on the same machine
 * reads it and hands its work to that process instead of opening the database itself. The token is 32 random bytes,
 * new at every start, readable by the file's owner alone (0600), and the file goes when the server stops cleanly.
 */
export interface OperatorDoor {
  port: number;
  token: string;
  /** The process that wrote it: a door is only good while that process holds the database. */
  pid: number;
}

export const operatorFilePath = (dataDir: string) => `${path.resolve(dataDir)}.operator.json`;

/** Writes a fresh door for `port`; returns its token and how to remove the file (only while it is still ours). */
export function writeOperatorFile(dataDir: string, port: number): { token: string; remove: () => void } {
  const file = operatorFilePath(dataDir);
  const token = randomBytes(32).toString("base64url");
  // Removed first so the mode applies: writeFile keeps an existing file's mode.
  rmSync(file, { force: true });
  writeFileSync(file, JSON.stringify({ port, token, pid: process.pid }), { mode: 0o600, flag: "wx" });
  const remove = () => {
    try {
      if (readOperatorFile(dataDir)?.token === token) rmSync(file, { force: true });
    } catch {
      // A file left behind names a port nobody answers on: the command says so and the next start replaces it.
    }
  };
  return { token, remove };
}

/** The door the server wrote, or null when there is no readable one. */
export function readOperatorFile(dataDir: string): OperatorDoor | null {
  try {
    const data = JSON.parse(readFileSync(operatorFilePath(dataDir), "utf8")) as Partial<OperatorDoor>;
    if (!Number.isInteger(data.port) || !Number.isInteger(data.pid)) return null;
    if (typeof data.token !== "string" || data.token.length === 0) return null;
    return { port: data.port!, token: data.token, pid: data.pid! };
  } catch {
    return null;
  }
}
