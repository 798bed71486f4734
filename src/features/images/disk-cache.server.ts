import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { filesToEvict, needsTouch, type CachedFile } from "./cache-budget";

/** After this share of the budget has been written by this process, the folder is measured again. */
const PRUNE_AFTER_WRITTEN_FRACTION = 0.05;
/** A temporary file older than this was left by a process that stopped mid-write: the first to go. */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/**
 * A folder of files named by the hash of their key: resized pictures and fetched or rendered sources. A file is
 * written under a temporary name and renamed into place, so a reader (another request, another process on the
 * same disk) sees a whole file or none. Concurrent misses for one key in this process share one rendering.
 *
 * The folder keeps within `budgetBytes` (IMAGE_CACHE_MB): a process measures it on its first write and again
 * after writing a twentieth of the budget, and past the budget deletes the least recently used files
 * (cache-budget.ts). Another process deleting a file a reader was about to read is a miss, made again.
 */
export class DiskCache {
  private readonly pending = new Map<string, Promise<Buffer>>();
  private writtenSincePrune = Number.POSITIVE_INFINITY;
  private pruning: Promise<number> | null = null;

  constructor(
    private readonly dir: string,
    private readonly budgetBytes = Number.POSITIVE_INFINITY,
  ) {}

  private fileOf(kind: string, key: string): string {
    const hash = createHash("sha256").update(key).digest("hex");
    return path.join(this.dir, kind, hash.slice(0, 2), hash);
  }

  async get(kind: string, key: string): Promise<Buffer | null> {
    let handle;
    try {
      handle = await open(this.fileOf(kind, key), "r");
      const [bytes, { mtimeMs }] = await Promise.all([handle.readFile(), handle.stat()]);
      const now = Date.now();
      // The file's time is its last use, which the budget evicts by.
      if (needsTouch(mtimeMs, now)) await handle.utimes(now / 1000, now / 1000).catch(() => {});
      return bytes;
    } catch {
      return null;
    } finally {
      await handle?.close();
    }
  }

  /** The cached bytes, else `make`'s, stored for next time. `hit` says which. */
  async getOrMake(kind: string, key: string, make: () => Promise<Buffer>): Promise<{ bytes: Buffer; hit: boolean }> {
    const cached = await this.get(kind, key);
    if (cached) return { bytes: cached, hit: true };
    const id = `${kind}\n${key}`;
    let job = this.pending.get(id);
    if (!job) {
      job = make().then(async (bytes) => {
        await this.put(kind, key, bytes);
        return bytes;
      });
      this.pending.set(id, job);
      void job.then(
        () => this.pending.delete(id),
        () => this.pending.delete(id),
      );
    }
    return { bytes: await job, hit: false };
  }

  /**
   * Measures the folder and, past the budget, deletes its least recently used files; answers how many went.
   * One round at a time in this process; its writes start one by themselves.
   */
  prune(): Promise<number> {
    this.pruning ??= this.pruneOnce().finally(() => (this.pruning = null));
    return this.pruning;
  }

  private async pruneOnce(): Promise<number> {
    this.writtenSincePrune = 0;
    const files = await this.listFiles();
    let evicted = 0;
    // Another process may have deleted a file first: only this process's deletions are counted.
    for (const file of filesToEvict(files, this.budgetBytes))
      await unlink(file).then(
        () => evicted++,
        () => {},
      );
    if (evicted > 0)
      console.log(
        `image cache over its ${Math.round(this.budgetBytes / 1048576)} MB: ${evicted} least recently used files deleted`,
      );
    return evicted;
  }

  private async listFiles(): Promise<CachedFile[]> {
    const entries = await readdir(this.dir, { recursive: true, withFileTypes: true }).catch(() => []);
    const paths = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
    const now = Date.now();
    const files: CachedFile[] = [];
    // A few at a time: a large cache has many files, and the server goes on serving meanwhile.
    for (let i = 0; i < paths.length; i += 64) {
      const batch = await Promise.all(
        paths.slice(i, i + 64).map(async (file) => {
          const info = await stat(file).catch(() => null);
          if (!info) return null;
          const temporary = file.endsWith(".tmp");
          if (temporary && now - info.mtimeMs < STALE_TEMPORARY_MS) return null;
          return { file, bytes: info.size, lastUsedMs: temporary ? 0 : info.mtimeMs };
        }),
      );
      for (const f of batch) if (f) files.push(f);
    }
    return files;
  }

  private async put(kind: string, key: string, bytes: Buffer): Promise<void> {
    const file = this.fileOf(kind, key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
    this.writtenSincePrune += bytes.length;
    if (Number.isFinite(this.budgetBytes) && this.writtenSincePrune >= this.budgetBytes * PRUNE_AFTER_WRITTEN_FRACTION)
      void this.prune().catch((err: Error) =>
        console.error(`image cache: could not measure its folder: ${err.message}`),
      );
  }
}
