/*
 * What the photos page says after one of its forms was sent: the action sends the page back with the outcome's name
 * in the query (?outcome=...), so the page says the same with or without JS. Problems name the field.
 */
const OUTCOMES = {
  uploaded: { ok: true, message: "Photo uploaded. It is shown on the site after the others." },
  moved: { ok: true, message: "Photo moved." },
  placed: { ok: true, message: "Photos reordered." },
  hidden: { ok: true, message: "Photo hidden from the site." },
  shown: { ok: true, message: "Photo shown on the site again." },
  main: { ok: true, message: "Main photo set: it is the first photo shoppers see." },
  removed: { ok: true, message: "Uploaded photo removed." },
  empty: { ok: false, message: "Photo: choose a file to upload." },
  "too-large": { ok: false, message: "Photo: the file is larger than 20 MB; choose a smaller one." },
  "not-photo": { ok: false, message: "Photo: this file is not a JPEG, PNG, WebP or HEIC picture." },
  heic: {
    ok: false,
    message:
      "Photo: this server cannot read HEIC photos (the iPhone format); export the photo as JPEG (or set the " +
      "camera to “Most Compatible”) and upload that.",
  },
  damaged: { ok: false, message: "Photo: this picture is damaged and cannot be read." },
  "no-such-photo": { ok: false, message: "That photo is no longer one of this car's photos; nothing was changed." },
} as const;

export type PhotoOutcome = keyof typeof OUTCOMES;
export type UploadProblem = "empty" | "too-large" | "not-photo" | "heic" | "damaged";

export function photoOutcome(value: unknown): { name: PhotoOutcome; ok: boolean; message: string } | null {
  if (typeof value !== "string" || !Object.hasOwn(OUTCOMES, value)) return null;
  const name = value as PhotoOutcome;
  return { name, ...OUTCOMES[name] };
}

export function uploadMessage(problem: UploadProblem): string {
  return OUTCOMES[problem].message;
}
