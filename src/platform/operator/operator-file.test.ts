import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { operatorFilePath, readOperatorFile, writeOperatorFile } from "./operator-file";

const dataDir = () => path.join(mkdtempSync(path.join(tmpdir(), "operator-")), "pglite");

describe("operator door file", () => {
  it("names the port, a 32-byte random token and this process, readable by its owner alone", () => {
    const dir = dataDir();
    const { token } = writeOperatorFile(dir, 40123);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(readOperatorFile(dir)).toEqual({ port: 40123, token, pid: process.pid });
    expect(statSync(operatorFilePath(dir)).mode & 0o777).toBe(0o600);
  });

  it("is rewritten with a new token and owner-only mode at every start", () => {
    const dir = dataDir();
    writeFileSync(operatorFilePath(dir), "{}", { mode: 0o644 });
    const first = writeOperatorFile(dir, 1);
    const second = writeOperatorFile(dir, 2);
    expect(second.token).not.toBe(first.token);
    expect(readOperatorFile(dir)).toMatchObject({ port: 2, token: second.token });
    expect(statSync(operatorFilePath(dir)).mode & 0o777).toBe(0o600);
  });

  it("is removed on a clean stop, but not when a later start has replaced it", () => {
    const dir = dataDir();
    const first = writeOperatorFile(dir, 1);
    const second = writeOperatorFile(dir, 2);
    first.remove();
    expect(readOperatorFile(dir)?.token).toBe(second.token);
    second.remove();
    expect(readOperatorFile(dir)).toBeNull();
  });

  it("reads a missing or malformed file as no door", () => {
    const dir = dataDir();
    expect(readOperatorFile(dir)).toBeNull();
    writeFileSync(operatorFilePath(dir), '{"port":"x","token":"t","pid":1}');
    expect(readOperatorFile(dir)).toBeNull();
    writeFileSync(operatorFilePath(dir), "not json");
    expect(readOperatorFile(dir)).toBeNull();
  });
});
