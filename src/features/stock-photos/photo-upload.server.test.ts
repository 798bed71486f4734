import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES, preparePhoto } from "./photo-upload.server";

const picture = (format: "jpeg" | "png" | "webp", width = 40, height = 20) =>
  sharp({ create: { width, height, channels: 3, background: "#c00" } })
    .toFormat(format)
    .toBuffer();

describe("an uploaded photo is judged by decoding it", () => {
  it("takes JPEG, PNG and WebP and keeps a JPEG", async () => {
    for (const format of ["jpeg", "png", "webp"] as const) {
      const prepared = await preparePhoto(await picture(format));
      expect(prepared, format).toMatchObject({ ok: true, width: 40, height: 20 });
      if (prepared.ok) expect((await sharp(prepared.jpeg).metadata()).format).toBe("jpeg");
    }
  });

  it("refuses a file that is not a picture whatever its name, naming the field", async () => {
    expect(await preparePhoto(Buffer.from("GIF89a not really"))).toEqual({
      ok: false,
      problem: "not-photo",
      message: "Photo: this file is not a JPEG, PNG, WebP or HEIC picture.",
    });
    expect(await preparePhoto(Buffer.alloc(0))).toMatchObject({ ok: false, message: /choose a file/ });
  });

  it("refuses a file over 20 MB before decoding it", async () => {
    expect(await preparePhoto(Buffer.alloc(MAX_PHOTO_BYTES + 1))).toMatchObject({ ok: false, message: /20 MB/ });
  });

  it("strips the metadata (the place a photo was taken) and turns it the way the camera held it", async () => {
    const withExif = await sharp(await picture("jpeg"))
      .keepExif()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: "Fiction Cam" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "33/1 52/1 0/1" } })
      .jpeg()
      .toBuffer();
    expect(await sharp(withExif).metadata()).toMatchObject({ orientation: 6, exif: expect.anything() });
    const prepared = await preparePhoto(withExif);
    if (!prepared.ok) throw new Error(prepared.message);
    const meta = await sharp(prepared.jpeg).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([20, 40]);
  });

  it("says clearly when a HEIC photo cannot be read by this server", async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(64)]);
    expect(await preparePhoto(heic)).toMatchObject({ ok: false, message: /cannot read HEIC photos/ });
  });
});
