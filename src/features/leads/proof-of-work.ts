/**
 * Spam check for lead forms without a third-party service: a signed proof-of-work challenge plus a honeypot.
 *
 * The server issues an opaque, HMAC-signed token ("v1.{siteId}.{difficulty}.{issuedAtMs}.{random}.{hmac}") so it
 * keeps no state per challenge; the browser finds a nonce such that SHA-256(`${token}:${nonce}`) starts with at
 * least `difficulty` zero bits; the server checks signature, site, age, difficulty and the hash, and then claims
 * the token so it is used once (spam-check.server.ts, in the database).
 *
 * Isomorphic: SHA-256 and HMAC come from `@noble/hashes` (pure JavaScript, synchronous), and randomness from
 * `crypto.getRandomValues`, so this runs in Node 20 and in the browser, including on plain HTTP pages, where browsers
 * do not expose `crypto.subtle`.
 */

import { hmac as nobleHmac } from "@noble/hashes/hmac.js";
import { sha256 as nobleSha256 } from "@noble/hashes/sha2.js";

/** How long an issued challenge stays valid. */
export const CHALLENGE_TTL_MS = 30 * 60_000;

/** A challenge issued further in the future than this (clock skew between servers) is invalid. */
const MAX_CLOCK_SKEW_MS = 60_000;

/** Difficulties `issueChallenge` accepts (leading zero bits); matches the site config's `spamCheck.difficulty`. */
const MIN_DIFFICULTY = 1;
const MAX_DIFFICULTY = 24;

type VerifyFailure = "malformed" | "bad_signature" | "wrong_site" | "expired" | "too_easy" | "wrong_answer";
export type VerifyResult = { ok: true } | { ok: false; reason: VerifyFailure };

const VERSION = "v1";
const RANDOM_BYTES = 16;
/** Hashes between yields to the event loop while solving, so a browser tab stays responsive. */
const BATCH = 5_000;
/** Generous: at difficulty 24 about 2^24 hashes are expected, so failing within 2^32 is practically impossible. */
const DEFAULT_MAX_ITERATIONS = 2 ** 32;
/** Longest accepted inputs, so a hostile request cannot make us hash megabytes. */
const MAX_TOKEN_LENGTH = 200;
const NONCE_PATTERN = /^(0|[1-9]\d{0,15})$/;
const TOKEN_PATTERN = /^v1\.(0|[1-9]\d{0,15})\.([1-9]\d?)\.(0|[1-9]\d{0,15})\.([0-9a-f]{32})\.([0-9a-f]{64})$/;

const encoder = new TextEncoder();

function toHex(bytes: Uint8Array): string {
  let hex = "";
  for (const b of bytes) hex += b.toString(16).padStart(2, "0");
  return hex;
}

function fromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Compares equal-length byte arrays without an early exit, so timing does not reveal how many bytes match. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

function hmac(secret: string, message: string): Uint8Array {
  if (!secret) throw new Error("proof-of-work: the signing secret must not be empty");
  return nobleHmac(nobleSha256, encoder.encode(secret), encoder.encode(message));
}

function sha256(message: string): Uint8Array {
  return nobleSha256(encoder.encode(message));
}

/** Number of leading zero bits (0..8 × length). */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const b of bytes) {
    if (b === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(b) - 24;
  }
  return bits;
}

/**
 * A signed, self-describing challenge for one site. Throws on an empty secret, a bad site id or a difficulty outside
 * 1..24 (configuration errors, not user errors).
 */
export async function issueChallenge(secret: string, siteId: number, difficulty: number, now: number): Promise<string> {
  if (!Number.isSafeInteger(siteId) || siteId < 0) throw new RangeError(`proof-of-work: bad site id ${siteId}`);
  if (!Number.isInteger(difficulty) || difficulty < MIN_DIFFICULTY || difficulty > MAX_DIFFICULTY) {
    throw new RangeError(`proof-of-work: difficulty must be ${MIN_DIFFICULTY}..${MAX_DIFFICULTY}, got ${difficulty}`);
  }
  if (!Number.isSafeInteger(now) || now < 0) throw new RangeError(`proof-of-work: bad time ${now}`);
  const random = toHex(globalThis.crypto.getRandomValues(new Uint8Array(RANDOM_BYTES)));
  const body = `${VERSION}.${siteId}.${difficulty}.${now}.${random}`;
  return `${body}.${toHex(hmac(secret, body))}`;
}

/**
 * Finds the first nonce (a decimal string) for which SHA-256(`${token}:${nonce}`) has at least `difficulty` leading
 * zero bits. Hashes in synchronous batches of 5,000 and yields to the event loop between batches. Rejects if no nonce is found
 * within `maxIterations` (default 2^32), or with the signal's reason if `signal` aborts.
 */
export async function solveChallenge(
  token: string,
  difficulty: number,
  opts: { maxIterations?: number; signal?: AbortSignal } = {},
): Promise<string> {
  const maxIterations = opts.maxIterations ?? DEFAULT_MAX_ITERATIONS;
  if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > 256) {
    throw new RangeError(`proof-of-work: difficulty must be 0..256, got ${difficulty}`);
  }
  for (let start = 0; start < maxIterations; start += BATCH) {
    opts.signal?.throwIfAborted();
    const end = Math.min(start + BATCH, maxIterations);
    for (let nonce = start; nonce < end; nonce++) {
      if (leadingZeroBits(sha256(`${token}:${nonce}`)) >= difficulty) return String(nonce);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error(`proof-of-work: no solution within ${maxIterations} iterations`);
}

/**
 * Checks a submitted solution, in this order: shape ("malformed"), signature ("bad_signature", compared in constant
 * time), site ("wrong_site"), age ("expired": older than CHALLENGE_TTL_MS, or issued more than 60 s in the future),
 * difficulty ("too_easy": below `minDifficulty`, e.g. after the site raised it) and the hash ("wrong_answer").
 * Does not prevent replay: after `{ ok: true }`, the caller claims the token once (spam-check.server.ts).
 */
export async function verifySolution(input: {
  secret: string;
  siteId: number;
  token: string;
  nonce: string;
  now: number;
  minDifficulty: number;
}): Promise<VerifyResult> {
  const { secret, siteId, token, nonce, now, minDifficulty } = input;
  if (typeof token !== "string" || typeof nonce !== "string" || token.length > MAX_TOKEN_LENGTH) {
    return { ok: false, reason: "malformed" };
  }
  const match = TOKEN_PATTERN.exec(token);
  if (!match || !NONCE_PATTERN.test(nonce)) return { ok: false, reason: "malformed" };
  const [, site, difficultyText, issuedAtText, , signature] = match;
  const issuedAt = Number(issuedAtText);
  const difficulty = Number(difficultyText);
  if (!Number.isSafeInteger(issuedAt) || !Number.isSafeInteger(Number(site))) return { ok: false, reason: "malformed" };

  const body = token.slice(0, token.lastIndexOf("."));
  if (!constantTimeEqual(hmac(secret, body), fromHex(signature!))) return { ok: false, reason: "bad_signature" };
  if (Number(site) !== siteId) return { ok: false, reason: "wrong_site" };
  if (now - issuedAt > CHALLENGE_TTL_MS || issuedAt - now > MAX_CLOCK_SKEW_MS) return { ok: false, reason: "expired" };
  if (difficulty < minDifficulty) return { ok: false, reason: "too_easy" };
  if (leadingZeroBits(sha256(`${token}:${nonce}`)) < difficulty) return { ok: false, reason: "wrong_answer" };
  return { ok: true };
}
