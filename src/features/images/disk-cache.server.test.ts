import { mkdtemp, readdir, rm, stat, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DiskCache } from "./disk-cache.server";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "forecourt-disk-cache-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function filesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Sets every cached file's time to `at` (seconds), as if last used then; one a prune round deletes meanwhile is gone. */
async function ageAll(at: number) {
  for (const file of await filesIn(dir))
    await utimes(file, at, at).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
}

const kb = (n: number, fill: number) => Buffer.alloc(n * 1024, fill);

describe("the image cache on disk keeps within IMAGE_CACHE_MB", () => {
  it("stores and returns a picture, made once", async () => {
    const cache = new DiskCache(dir);
    let made = 0;
    const make = async () => (made++, kb(1, 7));
    expect(await cache.getOrMake("variants", "a", make)).toEqual({ bytes: kb(1, 7), hit: false });
    expect(await cache.getOrMake("variants", "a", make)).toEqual({ bytes: kb(1, 7), hit: true });
    expect(made).toBe(1);
  });

  it("past its budget deletes the least recently used pictures, and a deleted one is made again", async () => {
    const cache = new DiskCache(dir, 10 * 1024);
    for (const key of ["old-1", "old-2", "old-3"]) await cache.getOrMake("variants", key, async () => kb(3, 1));
    await cache.prune();
    await ageAll(1_000_000);
    // Used again now: no longer among the least recently used.
    expect((await cache.getOrMake("variants", "old-2", async () => kb(3, 9))).hit).toBe(true);
    await cache.getOrMake("variants", "new", async () => kb(3, 2));
    // 12 kB against 10: down to 9 takes the least recently used one (old-1 or old-3, both untouched since).
    expect(await cache.prune()).toBe(1);
    const left = await filesIn(dir);
    expect(left).toHaveLength(3);
    expect((await Promise.all(left.map((f) => stat(f)))).reduce((sum, s) => sum + s.size, 0)).toBeLessThanOrEqual(
      9 * 1024,
    );
    expect((await cache.getOrMake("variants", "old-2", async () => kb(3, 9))).hit).toBe(true);
    expect((await cache.getOrMake("variants", "new", async () => kb(3, 9))).hit).toBe(true);
    let remade = 0;
    for (const key of ["old-1", "old-3"])
      if (!(await cache.getOrMake("variants", key, async () => kb(3, 5))).hit) remade++;
    expect(remade).toBe(1);
  });

  it("measures itself after writing: a full cache is pruned without being asked", async () => {
    const cache = new DiskCache(dir, 20 * 1024);
    for (let i = 0; i < 12; i++) {
      await cache.getOrMake("variants", `k${i}`, async () => kb(2, i));
      await ageAll(1_000_000 + i);
    }
    // The last write's round runs in the background: wait for it.
    await expect.poll(async () => (await filesIn(dir)).length).toBeLessThanOrEqual(10);
    await cache.prune();
    const total = (await Promise.all((await filesIn(dir)).map((f) => stat(f)))).reduce((s, f) => s + f.size, 0);
    expect(total).toBeLessThanOrEqual(20 * 1024);
  });

  it("leaves a picture being written alone, and deletes one abandoned mid-write first", async () => {
    const cache = new DiskCache(dir, 4 * 1024);
    await cache.getOrMake("variants", "kept", async () => kb(3, 1));
    const { writeFile } = await import("node:fs/promises");
    const fresh = path.join(dir, "variants", "fresh.tmp");
    const stale = path.join(dir, "variants", "stale.tmp");
    await writeFile(fresh, kb(3, 2));
    await writeFile(stale, kb(3, 3));
    await utimes(stale, 1_000_000, 1_000_000);
    expect(await cache.prune()).toBe(1);
    const left = (await filesIn(dir)).map((f) => path.basename(f));
    expect(left).toContain("fresh.tmp");
    expect(left).not.toContain("stale.tmp");
    expect(await cache.get("variants", "kept")).toEqual(kb(3, 1));
  });
});
