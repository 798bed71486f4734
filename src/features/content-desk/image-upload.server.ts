import "server-only";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { mediaStore } from "@/platform/media/index.server";
import { imageMessage, MAX_IMAGE_BYTES, type CropFocus, type ImageProblem } from "./image-crop";

const ACCEPTED = new Set(["jpeg", "png", "webp"]);

export type CroppedImage =
  { ok: true; jpeg: Buffer; width: number; height: number } | { ok: false; problem: ImageProblem; message: string };

const refuse = (problem: ImageProblem) => ({ ok: false, problem, message: imageMessage(problem) }) as const;

/**
 * Checks an uploaded file is a JPEG, PNG or WebP picture by decoding it (never by its name or stated type), then crops
 * it to exactly the size it is shown at, keeping the chosen part: a JPEG turned the way the camera held it, with
 * every piece of metadata (EXIF, the place it was taken) left out, transparency on white.
 */
export async function cropImage(
  bytes: Buffer,
  size: { width: number; height: number },
  focus: CropFocus,
): Promise<CroppedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) return refuse("too-large");
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED.has(format)) return refuse("not-image");
  try {
    const { data, info } = await sharp(bytes, { failOn: "error" })
      .rotate()
      .resize({
        ...size,
        fit: "cover",
        position: focus === "attention" ? sharp.strategy.attention : focus === "centre" ? "centre" : focus,
      })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, jpeg: data, width: info.width, height: info.height };
  } catch {
    return refuse("damaged");
  }
}

/** The cropped image kept in the media store under a random name; its address is the image pipeline's source. */
export async function storeImage(jpeg: Buffer): Promise<{ key: string; url: string }> {
  const name = `${randomBytes(12).toString("hex")}.jpg`;
  await mediaStore().put(`uploads/${name}`, jpeg, "image/jpeg");
  return { key: `uploads/${name}`, url: `/media/uploads/${name}` };
}

/** An upload whose document change was refused leaves the store; if it cannot now, it is named in the log. */
export async function dropImage(key: string): Promise<void> {
  try {
    await mediaStore().delete(key);
  } catch (err) {
    console.error(`content desk: a refused upload stays in the media store (${key}): ${(err as Error).message}`);
  }
}
