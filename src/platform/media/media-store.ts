/**
 * Where uploaded media (dealers' photos) is kept: one interface, a folder on disk by default or an S3-compatible
 * bucket. Keys are the store's own names (`uploads/<random>.jpg`), made by the platform, never by a user.
 */
export interface MediaStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Deleting what is not there is not an error. */
  delete(key: string): Promise<void>;
}

/** A store key: lower-case letters, digits, "-", "_", "." in "/"-separated parts, none of them "." or "..". */
const KEY = /^(?:[a-z0-9_-][a-z0-9._-]{0,127}\/){0,3}[a-z0-9_-][a-z0-9._-]{0,127}$/;

export function isMediaKey(key: string): boolean {
  return KEY.test(key) && !key.split("/").some((part) => part === "." || part === "..");
}

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`not a media key: ${key.slice(0, 80)}`);
}
