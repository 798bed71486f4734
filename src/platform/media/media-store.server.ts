import "server-only";
import path from "node:path";
import { env } from "@/platform/env";
import { DiskMediaStore } from "./disk-store.server";
import type { MediaStore } from "./media-store";
import { S3MediaStore } from "./s3-store.server";

let store: MediaStore | null = null;

/** The server's media store, as MEDIA_STORE chooses: a folder (MEDIA_DIR, the default) or an S3-compatible bucket. */
export function mediaStore(): MediaStore {
  if (store) return store;
  const e = env();
  store =
    e.MEDIA_STORE === "s3"
      ? new S3MediaStore({
          endpoint: e.S3_ENDPOINT!,
          bucket: e.S3_BUCKET!,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        })
      : new DiskMediaStore(path.resolve(/*turbopackIgnore: true*/ process.cwd(), e.MEDIA_DIR));
  return store;
}
