import { createServer, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { useDatabaseForTests } from "@/platform/db/db.server";
import { vehicles } from "@/platform/db/schema";
import { openSeededTestDatabase, type SeededTestDatabase } from "@/platform/db/testing/test-database";
import { DiskCache } from "./disk-cache.server";
import { imageUrl } from "./image-url";
import { pipelineImage, type PipelineSetup } from "./image-pipeline.server";
import { REMOTE_POLICY } from "./remote-image.server";

/**
 * The image pipeline on real pictures: the demo stock's 1,600-pixel JPEG photos and a stock feed's photos served
 * by a local HTTP server standing in for the feed's photo CDN, resized by sharp into a real disk cache.
 */
const AVIF_BROWSER = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const WEBP_BROWSER = "image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5";

let handle: DatabaseHandle;
let siteFor: SeededTestDatabase["siteFor"];
let cacheDir: string;
let photoServer: Server;
let photoRequests: string[] = [];
let setup: PipelineSetup;

const query = (url: string) => new URL(url, "http://site.test").searchParams;

beforeAll(async () => {
  ({ handle, siteFor } = await openSeededTestDatabase());
  useDatabaseForTests(handle);
  cacheDir = mkdtempSync(path.join(tmpdir(), "forecourt-images-"));
  // A feed's photo CDN: a large 2,400-pixel JPEG, a small 300-pixel one, a PNG with transparency, and junk.
  const large = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#2f6b3a" } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#b3172b" } })
    .jpeg()
    .toBuffer();
  const clear = await sharp({ create: { width: 800, height: 400, channels: 4, background: "#00000000" } })
    .png()
    .toBuffer();
  const files: Record<string, [string, Buffer]> = {
    "/large.jpg": ["image/jpeg", large],
    "/small.jpg": ["image/jpeg", small],
    "/clear.png": ["image/png", clear],
    "/junk.jpg": ["image/jpeg", Buffer.from("not a picture")],
  };
  photoServer = createServer((request, response) => {
    photoRequests.push(request.url ?? "");
    const file = files[request.url ?? ""];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { "Content-Type": file[0] }).end(file[1]);
  });
  await new Promise<void>((resolve) => photoServer.listen(0, "127.0.0.1", resolve));
  const { port } = photoServer.address() as { port: number };
  setup = { cache: new DiskCache(cacheDir), remote: { ...REMOTE_POLICY, standIn: `http://127.0.0.1:${port}` } };
});

afterAll(async () => {
  await new Promise((resolve) => photoServer?.close(resolve));
  rmSync(cacheDir, { recursive: true, force: true });
  await handle?.close();
});

/** A car of the site whose photos the feed gives as these https addresses. */
async function carWithPhotos(slug: string, urls: string[]) {
  const site = await siteFor(slug);
  const [car] = await handle.db.select().from(vehicles).where(eq(vehicles.siteId, site.id)).limit(1);
  const images = urls.map((url, i) => ({ image_key: `feed-${i}`, url, width: 2400, height: 1600, alt: `photo ${i}` }));
  await handle.db.update(vehicles).set({ images, primaryImageUrl: urls[0] }).where(eq(vehicles.id, car!.id));
  return site;
}

describe("the image pipeline", () => {
  it("resizes a demo car's JPEG photo to 640 wide, AVIF or WebP by Accept, and serves the second ask from its cache", async () => {
    const site = await siteFor("harbour-toyota");
    const [car] = await handle.db.select().from(vehicles).where(eq(vehicles.siteId, site.id)).limit(1);
    const source = car!.images[0]!.url;
    expect(source).toMatch(/^\/media\/photos\/[A-Za-z0-9]+\/[0-9a-f]{6}\/side\.jpg$/);

    const first = await pipelineImage(site, query(imageUrl(source)), AVIF_BROWSER, setup);
    expect(first).toMatchObject({ ok: true, format: "avif", cacheHit: false });
    if (!first.ok) return;
    expect(await sharp(first.bytes).metadata()).toMatchObject({ width: 640, height: 427 });
    const again = await pipelineImage(site, query(imageUrl(source)), AVIF_BROWSER, setup);
    expect(again).toMatchObject({ ok: true, format: "avif", cacheHit: true });
    expect(again.ok && again.bytes.equals(first.bytes)).toBe(true);

    const webp = await pipelineImage(site, query(imageUrl(source, 320)), WEBP_BROWSER, setup);
    expect(webp).toMatchObject({ ok: true, format: "webp", cacheHit: false });
    if (webp.ok) expect(await sharp(webp.bytes).metadata()).toMatchObject({ format: "webp", width: 320 });
    const jpeg = await pipelineImage(site, query(imageUrl(source)), null, setup);
    if (!jpeg.ok) throw new Error(jpeg.message);
    expect(await sharp(jpeg.bytes).metadata()).toMatchObject({ format: "jpeg", width: 640 });
  });

  it("answers 400 naming a bad width or quality, and 404 for a source the site does not have", async () => {
    const site = await siteFor("harbour-toyota");
    const bad = await pipelineImage(
      site,
      query("/media/image?src=/media/photos/suv/1e3a8a/side.jpg&w=641"),
      null,
      setup,
    );
    expect(bad).toMatchObject({ ok: false, status: 400, code: "invalid_parameters" });
    expect(!bad.ok && bad.message).toMatch(/^Invalid image parameter: w must be one of 40, 80, /);
    expect(!bad.ok && Object.keys(bad.fields!)).toEqual(["w"]);
    const badQuality = await pipelineImage(
      site,
      query("/media/image?src=/media/photos/suv/1e3a8a/side.jpg&q=7"),
      null,
      setup,
    );
    expect(!badQuality.ok && badQuality.fields).toEqual({ q: "must be one of 50, 75, 90" });

    for (const src of [
      "/media/photos/spaceship/1e3a8a/side.jpg",
      "/media/photos/suv/1e3a8a/roof.jpg",
      "/media/drawings/suv/1e3a8a/side.jpg",
      "https://photos.example/large.jpg", // no car or content of this site names it
    ])
      expect(await pipelineImage(site, query(imageUrl(src)), AVIF_BROWSER, setup), src).toMatchObject({
        ok: false,
        status: 404,
      });
    expect(photoRequests).toEqual([]);
  });

  it("rasterises a drawing (older stock and content pictures are SVG) through the same pipeline", async () => {
    const site = await siteFor("harbour-toyota");
    const answer = await pipelineImage(site, query(imageUrl("/media/drawings/ute/b91c1c/side.svg", 400)), null, setup);
    if (!answer.ok) throw new Error(answer.message);
    expect(await sharp(answer.bytes).metadata()).toMatchObject({ format: "jpeg", width: 400 });
  });

  it("fetches a stock feed's photo once, only for the site whose car names it, and never enlarges it", async () => {
    const site = await carWithPhotos("southern-cross-motors", [
      "https://photos.example/large.jpg",
      "https://photos.example/small.jpg",
      "https://photos.example/clear.png",
      "https://photos.example/junk.jpg",
    ]);
    photoRequests = [];
    const large = await pipelineImage(site, query(imageUrl("https://photos.example/large.jpg", 1280)), null, setup);
    if (!large.ok) throw new Error(large.message);
    expect(await sharp(large.bytes).metadata()).toMatchObject({ format: "jpeg", width: 1280, height: 853 });
    await pipelineImage(site, query(imageUrl("https://photos.example/large.jpg", 640)), WEBP_BROWSER, setup);
    expect(photoRequests).toEqual(["/large.jpg"]); // the original is kept: another width does not fetch it again

    const small = await pipelineImage(site, query(imageUrl("https://photos.example/small.jpg", 640)), null, setup);
    if (!small.ok) throw new Error(small.message);
    expect(await sharp(small.bytes).metadata()).toMatchObject({ width: 300 });

    // Transparency survives for a browser without AVIF or WebP: PNG, not JPEG.
    const clear = await pipelineImage(site, query(imageUrl("https://photos.example/clear.png", 400)), null, setup);
    expect(clear).toMatchObject({ ok: true, format: "png" });

    // A photo that cannot be read: the car's drawing stands in at the asked size, not an empty frame.
    const junk = await pipelineImage(site, query(imageUrl("https://photos.example/junk.jpg")), null, setup);
    expect(junk).toMatchObject({ ok: true, standIn: true, format: "jpeg" });
    if (junk.ok) expect(await sharp(junk.bytes).metadata()).toMatchObject({ format: "jpeg", width: 640 });
    const missing = await carWithPhotos("southern-cross-motors", ["https://photos.example/gone.jpg"]);
    const gone = await pipelineImage(
      missing,
      query(imageUrl("https://photos.example/gone.jpg", 320)),
      WEBP_BROWSER,
      setup,
    );
    expect(gone).toMatchObject({ ok: true, standIn: true, format: "webp" });

    // Another dealer's site does not name the photo: not found, whatever is in the cache.
    const other = await siteFor("bigbox-used");
    const foreign = await pipelineImage(other, query(imageUrl("https://photos.example/large.jpg", 1280)), null, setup);
    expect(foreign).toMatchObject({ ok: false, status: 404 });
  });

  it("never fetches a feed's photo from this machine or a private network, even when a car names it", async () => {
    const site = await carWithPhotos("tasman-caravans", ["https://localhost/large.jpg", "https://127.0.0.1/a.jpg"]);
    const fenced = { ...setup, remote: REMOTE_POLICY };
    photoRequests = [];
    for (const src of ["https://localhost/large.jpg", "https://127.0.0.1/a.jpg"])
      expect(await pipelineImage(site, query(imageUrl(src)), null, fenced), src).toMatchObject({
        ok: true,
        standIn: true,
      });
    expect(photoRequests).toEqual([]);
  });
});
