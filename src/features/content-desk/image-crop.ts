/**
 * The size an uploaded content image is cropped to, by what it is for (the spec's "Images": offers and cards
 * 375x250, the promotions slider 1920x540; the popup is at most 600 wide; a page's cards and collage 640x400), and where the crop keeps the picture.
 * Keyed by the editor's kind, so a kind of items added later gets its size here by its name.
 */
const IMAGE_SIZES: Record<string, { width: number; height: number }> = {
  promoCards: { width: 375, height: 250 },
  offers: { width: 375, height: 250 },
  banners: { width: 1920, height: 540 },
  popup: { width: 600, height: 400 },
  // The pages editor's images: a call-to-action card's and a collage's.
  pages: { width: 640, height: 400 },
};

export function imageSizeOf(kind: string): { width: number; height: number } | null {
  return Object.hasOwn(IMAGE_SIZES, kind) ? IMAGE_SIZES[kind]! : null;
}

/** Which part of the picture a crop keeps: an edge or the centre, or the part most likely to draw the eye. */
export const CROP_FOCUSES = {
  centre: "The centre",
  top: "The top",
  bottom: "The bottom",
  left: "The left",
  right: "The right",
  attention: "The most striking part (found automatically)",
} as const;
export type CropFocus = keyof typeof CROP_FOCUSES;

export const cropFocus = (value: unknown): CropFocus =>
  typeof value === "string" && Object.hasOwn(CROP_FOCUSES, value) ? (value as CropFocus) : "centre";

/** The largest image file taken, in bytes: a phone's full-size photo is well under. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export type ImageProblem = "too-large" | "not-image" | "damaged";

/** What the member is told at the image's field when a file is refused. */
export function imageMessage(problem: ImageProblem): string {
  switch (problem) {
    case "too-large":
      return `Image: the file is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB; choose a smaller one. Nothing was saved.`;
    case "not-image":
      return "Image: this file is not a JPEG, PNG or WebP picture. Nothing was saved.";
    case "damaged":
      return "Image: this picture is damaged and cannot be read. Nothing was saved.";
  }
}

/**
 * Where the content desk shows an image beside its upload field: the console's own route for the site's images (the
 * console shows only its own host's pictures), from the image's source (a popup's address is already the pipeline's).
 */
export function previewUrl(site: string, src: string): string | null {
  if (!src) return null;
  const source = src.startsWith("/media/image?")
    ? new URLSearchParams(src.slice(src.indexOf("?") + 1)).get("src")
    : src;
  return source ? `/content/${encodeURIComponent(site)}/image?src=${encodeURIComponent(source)}` : null;
}
