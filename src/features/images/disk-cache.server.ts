import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * A folder of files named by the hash of their key: resized pictures and fetched or rendered sources. A file is
 * written under a temporary name and renamed into place, so a reader (another request, another process on the
 * same disk) sees a whole file or none. Concurrent misses for one key in this process share one rendering.
 */
export class DiskCache {
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(private readonly dir: string) {}

  private fileOf(kind: string, key: string): string {
    const hash = createHash("sha256").update(key).digest("hex");
    return path.join(this.dir, kind, hash.slice(0, 2), hash);
  }

  async get(kind: string, key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.fileOf(kind, key));
    } catch {
      return null;
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

  private async put(kind: string, key: string, bytes: Buffer): Promise<void> {
    const file = this.fileOf(kind, key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  }
}
