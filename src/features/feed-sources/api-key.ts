import { createHash, randomBytes } from "node:crypto";

/** Every push key starts so, to be recognised in a dealer's config and by secret scanners. */
const KEY_MARK = "fcp_";
/** The characters of a key the console shows to tell keys apart: the mark and the first eight of its secret. */
const PREFIX_LENGTH = KEY_MARK.length + 8;
const KEY_SHAPE = /^fcp_[A-Za-z0-9_-]{43}$/;

/** A new key: 32 random bytes (256 bits) in base64url after the mark. Shown once; only its hash is kept. */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${KEY_MARK}${randomBytes(32).toString("base64url")}`;
  return { key, prefix: keyPrefix(key), hash: hashApiKey(key) };
}

export function keyPrefix(key: string): string {
  return key.slice(0, PREFIX_LENGTH);
}

/**
 * A key's SHA-256 in hex. A fast hash is enough: the key is 256 random bits, so no dictionary or brute force finds it
 * from its hash, and a lookup by hash needs no per-key salt.
 */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** The key of an `Authorization: Bearer <key>` header, or null when it is missing or not shaped like one of ours. */
export function bearerKey(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  const key = match?.[1];
  return key && KEY_SHAPE.test(key) ? key : null;
}
