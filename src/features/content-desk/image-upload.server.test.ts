import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { cropFocus, imageSizeOf, MAX_IMAGE_BYTES } from "./image-crop";
import { cropImage } from "./image-upload.server";

vi.mock("server-only", () => ({}));

/** A picture whose top half is red and bottom half blue, 800x800, with EXIF. */
const halves = (format: "jpeg" | "png" | "webp") =>
  sharp({ create: { width: 800, height: 400, channels: 3, background: "#ff0000" } })
    .extend({ bottom: 400, background: "#0000ff" })
    .withMetadata({ exif: { IFD0: { Copyright: "someone" } } })
    .toFormat(format)
    .toBuffer();

const centreColour = async (jpeg: Buffer) => {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { r: data[at]!, b: data[at + 2]! };
};

describe("the size an uploaded image is cropped to, by its kind", () => {
  it("cards and offers 375x250, banners 1920x540, the popup 600x400; none for a kind without images", () => {
    expect(imageSizeOf("promoCards")).toEqual({ width: 375, height: 250 });
    expect(imageSizeOf("offers")).toEqual({ width: 375, height: 250 });
    expect(imageSizeOf("banners")).toEqual({ width: 1920, height: 540 });
    expect(imageSizeOf("popup")).toEqual({ width: 600, height: 400 });
    expect(imageSizeOf("hours")).toBeNull();
    expect(imageSizeOf("constructor")).toBeNull();
  });

  it("an unknown focus is the centre", () => {
    expect(cropFocus("top")).toBe("top");
    expect(cropFocus("toString")).toBe("centre");
    expect(cropFocus(null)).toBe("centre");
  });
});

describe("an uploaded image is decoded, cropped to its size at the chosen part, and kept without metadata", () => {
  it("takes JPEG, PNG and WebP and keeps a JPEG of exactly the size, without EXIF", async () => {
    for (const format of ["jpeg", "png", "webp"] as const) {
      const out = await cropImage(await halves(format), { width: 375, height: 250 }, "centre");
      expect(out, format).toMatchObject({ ok: true, width: 375, height: 250 });
      if (!out.ok) continue;
      const meta = await sharp(out.jpeg).metadata();
      expect(meta).toMatchObject({ format: "jpeg", width: 375, height: 250 });
      expect(meta.exif).toBeUndefined();
    }
  });

  it("keeps the top or the bottom as chosen", async () => {
    const top = await cropImage(await halves("png"), { width: 375, height: 100 }, "top");
    const bottom = await cropImage(await halves("png"), { width: 375, height: 100 }, "bottom");
    if (!top.ok || !bottom.ok) throw new Error("not cropped");
    expect((await centreColour(top.jpeg)).r).toBeGreaterThan(200);
    expect((await centreColour(bottom.jpeg)).b).toBeGreaterThan(200);
  });

  it("refuses a file that is not a picture, a GIF, or one too big, with a message naming the field", async () => {
    const size = { width: 375, height: 250 };
    expect(await cropImage(Buffer.from("not a picture"), size, "centre")).toMatchObject({
      ok: false,
      message: "Image: this file is not a JPEG, PNG or WebP picture. Nothing was saved.",
    });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect(await cropImage(gif, size, "centre")).toMatchObject({ ok: false, problem: "not-image" });
    expect(await cropImage(Buffer.alloc(MAX_IMAGE_BYTES + 1), size, "centre")).toMatchObject({
      ok: false,
      message: /larger than 10 MB/,
    });
  });
});
