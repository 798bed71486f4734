import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DiskMediaStore } from "./disk-store.server";
import type { MediaStore } from "./media-store";
import { S3MediaStore } from "./s3-store.server";
import { startLocalS3, type LocalS3 } from "./testing/local-s3";

const CREDS = { accessKeyId: "FICTIONKEY", secretAccessKey: "fiction-secret-not-real", region: "ap-southeast-2" };
let dir: string;
let s3: LocalS3;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "forecourt-media-"));
  s3 = await startLocalS3(CREDS.accessKeyId, CREDS.secretAccessKey);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await s3?.close();
});

const stores: [string, () => MediaStore][] = [
  ["disk", () => new DiskMediaStore(dir)],
  ["S3-compatible", () => new S3MediaStore({ ...CREDS, endpoint: s3.endpoint, bucket: "forecourt-media" })],
];

describe.each(stores)("the %s media store", (_name, store) => {
  it("keeps an object, gives it back, and deletes it (deleting again is no error)", async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    await store().put("uploads/abc123.jpg", bytes, "image/jpeg");
    expect(await store().get("uploads/abc123.jpg")).toEqual(bytes);
    await store().delete("uploads/abc123.jpg");
    expect(await store().get("uploads/abc123.jpg")).toBeNull();
    await store().delete("uploads/abc123.jpg");
  });

  it("refuses a key that could leave its folder", async () => {
    await expect(store().put("../escape.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow(/not a media key/);
    await expect(store().get("uploads/../../etc/passwd")).rejects.toThrow(/not a media key/);
  });
});

describe("the S3-compatible store signs every request (SigV4)", () => {
  it("keeps the object at bucket/key on the server (path-style)", async () => {
    const store = new S3MediaStore({ ...CREDS, endpoint: s3.endpoint, bucket: "forecourt-media" });
    await store.put("uploads/path-style.jpg", Buffer.from("photo"), "image/jpeg");
    expect(s3.objects.get("/forecourt-media/uploads/path-style.jpg")?.toString()).toBe("photo");
  });

  it("is refused with 403 under a wrong secret, and the error names no secret", async () => {
    const wrong = new S3MediaStore({ ...CREDS, secretAccessKey: "wrong-secret", endpoint: s3.endpoint, bucket: "b" });
    const error = await wrong.put("uploads/x.jpg", Buffer.from("x"), "image/jpeg").catch((e: Error) => e);
    expect(String(error)).toContain("HTTP 403");
    expect(String(error)).not.toContain("wrong-secret");
    await expect(wrong.get("uploads/x.jpg")).rejects.toThrow(/HTTP 403/);
  });
});
