import "server-only";
import sharp from "sharp";
import { uploadMessage, type UploadProblem } from "./photo-messages";

/** The largest photo file taken, in bytes (20 MB: a phone's full-size photo is well under). */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
/** Photos are kept at most this wide or tall: the site never shows them larger, and the store stays small. */
const MAX_SIDE = 3000;

export type PreparedPhoto =
  { ok: true; jpeg: Buffer; width: number; height: number } | { ok: false; problem: UploadProblem; message: string };

const refuse = (problem: UploadProblem) => ({ ok: false, problem, message: uploadMessage(problem) }) as const;

const ACCEPTED = new Set(["jpeg", "png", "webp", "heif"]);
/** HEIC brands (HEVC-coded HEIF, as iPhones save): the ISO BMFF `ftyp` box's major brand. */
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

function isHeic(bytes: Buffer): boolean {
  return (
    bytes.length > 12 && bytes.toString("latin1", 4, 8) === "ftyp" && HEIC_BRANDS.has(bytes.toString("latin1", 8, 12))
  );
}

/**
 * Checks an uploaded file is a photo by decoding it (never by its name or stated type): JPEG, PNG, WebP or HEIC,
 * at most 20 MB. What is kept is a JPEG turned the way the camera held it, with every piece of metadata (EXIF, the
 * place it was taken, the camera) left out, transparency on white, at most 3000 pixels a side.
 */
export async function preparePhoto(bytes: Buffer): Promise<PreparedPhoto> {
  if (bytes.length === 0) return refuse("empty");
  if (bytes.length > MAX_PHOTO_BYTES) return refuse("too-large");
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED.has(format)) {
    // A HEIC photo is tried anyway: whether it decodes depends on the image library's build (the prebuilt one reads
    // HEIF only as AVIF, without the HEVC codec iPhones use); when it cannot, the member is told so plainly below.
    if (!isHeic(bytes)) return refuse("not-photo");
  }
  try {
    const { data, info } = await sharp(bytes, { failOn: "error" })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, jpeg: data, width: info.width, height: info.height };
  } catch {
    return refuse(isHeic(bytes) ? "heic" : "damaged");
  }
}
