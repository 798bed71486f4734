import "server-only";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { assertMediaKey, type MediaStore } from "./media-store";

/**
 * The media store in a folder (MEDIA_DIR): each object one file at its key's path. A put writes a temporary file and
 * renames it, so a reader never sees half a photo.
 */
export class DiskMediaStore implements MediaStore {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertMediaKey(key);
    return path.join(this.root, ...key.split("/"));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.part`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}
