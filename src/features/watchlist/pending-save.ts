/**
 * The car a signed-out shopper asked to save ("If the user has no phone,
 * the user is redirected to sign-in"). It is remembered in sessionStorage while they sign in and saved
 * once they come back signed in, so the tap is not lost.
 */
export const PENDING_SAVE_KEY = "forecourt:watchlist-pending";

/** A sign-in takes a code by SMS: well within this. An older request is forgotten rather than acted on. */
const PENDING_SAVE_MS = 30 * 60_000;

export interface PendingSave {
  id: number;
  name: string;
  /** When it was asked (ms since the epoch). */
  at: number;
}

export const pendingSaveRecord = (car: { id: number; name: string }, now: number): string =>
  JSON.stringify({ id: car.id, name: car.name, at: now } satisfies PendingSave);

/** The car to save now, if one was asked for within the last 30 minutes; anything malformed is no car. */
export function pendingSaveToResume(json: string | null, now: number): PendingSave | null {
  if (!json) return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  const { id, name, at } = data as Record<string, unknown>;
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id <= 0) return null;
  if (typeof name !== "string" || name.length > 200 || typeof at !== "number") return null;
  if (at > now || now - at > PENDING_SAVE_MS) return null;
  return { id, name, at };
}
