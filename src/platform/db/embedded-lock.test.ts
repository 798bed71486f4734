import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireEmbeddedLock, EmbeddedDatabaseBusyError, embeddedLockHolder } from "./embedded-lock";

const dataDir = () => path.join(mkdtempSync(path.join(tmpdir(), "lock-")), "pglite");

describe("embedded database lock", () => {
  it("lets one process open the data directory and frees it on release", () => {
    const dir = dataDir();
    const release = acquireEmbeddedLock(dir);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("refuses a second process while the first is alive, saying what to do", () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, "1"); // pid 1 is always alive
    expect(() => acquireEmbeddedLock(dir)).toThrow(EmbeddedDatabaseBusyError);
    expect(() => acquireEmbeddedLock(dir)).toThrow(/Stop it first, or set DATABASE_URL/);
  });

  it("takes over a lock left by a process that has gone", () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, "999999999");
    const release = acquireEmbeddedLock(dir);
    release();
  });

  it("names another live holder, and none for a free directory, a gone process or this process", () => {
    const dir = dataDir();
    expect(embeddedLockHolder(dir)).toBeNull();
    writeFileSync(`${dir}.lock`, "1");
    expect(embeddedLockHolder(dir)).toBe(1);
    writeFileSync(`${dir}.lock`, "999999999");
    expect(embeddedLockHolder(dir)).toBeNull();
    writeFileSync(`${dir}.lock`, String(process.pid));
    expect(embeddedLockHolder(dir)).toBeNull();
  });
});
