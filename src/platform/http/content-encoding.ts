import { constants, type BrotliOptions } from "node:zlib";

/** The codings the platform sends its own answers in, in its order of preference. */
export type Coding = "br" | "gzip" | "identity";

/**
 * The header a route names the coding of its own compressed answer in: Next drops a route's Content-Encoding, so the
 * front door (app-encoding-step.ts) sends this one's value as Content-Encoding, and never this header itself.
 */
export const APP_CONTENT_ENCODING_HEADER = "x-forecourt-content-encoding";

/**
 * Brotli for the platform's text answers (JSON, cached pages): quality 5, about gzip's speed and smaller; quality 11
 * costs tens of ms on a 30 kB answer.
 */
export function brotliTextOptions(bytes: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    },
  };
}

/** Below this many bytes an answer goes out as it is (where the client takes it so): a coding would save too little. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * The coding an answer of `bytes` bytes goes out in, from the request's Accept-Encoding (RFC 9110 §12.5.3):
 *  - no header, or an empty one: identity;
 *  - a coding's weight is its own entry's q, else the `*` entry's, else 0; identity's is its own entry's, else
 *    the `*` entry's, else it is acceptable but below every coding listed;
 *  - the highest weight wins; on a tie br comes before gzip, and gzip before identity;
 *  - an answer under MIN_COMPRESSED_BYTES stays identity unless the client refused identity;
 *  - when the client accepts nothing the platform can send (`identity;q=0` alone, `*;q=0`), identity anyway:
 *    RFC 9110 lets a server answer without a coding rather than with a 406.
 * Names are case-insensitive; a malformed q counts as 0 (the entry is not taken as acceptance).
 */
export function chooseEncoding(acceptEncoding: string | null | undefined, bytes = Infinity): Coding {
  if (!acceptEncoding?.trim()) return "identity";
  const weights = parseAcceptEncoding(acceptEncoding);
  const star = weights.get("*");
  const weight = (name: Coding) => weights.get(name) ?? star ?? (name === "identity" ? IMPLICIT_IDENTITY : 0);
  const identity = weight("identity");
  if (bytes < MIN_COMPRESSED_BYTES && identity > 0) return "identity";
  let best: Coding = "identity";
  let bestWeight = identity;
  for (const coding of ["gzip", "br"] as const) {
    const w = weight(coding);
    if (w > 0 && w >= bestWeight) {
      best = coding;
      bestWeight = w;
    }
  }
  return best;
}

/** Identity not named (and no `*`): still acceptable, but after any coding the client named. */
const IMPLICIT_IDENTITY = 0.0001;

/** `gzip;q=0.8, br, *;q=0` -> { gzip: 0.8, br: 1, "*": 0 }; a name given twice keeps its first weight. */
function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [rawName, ...params] = part.split(";");
    const name = rawName!.trim().toLowerCase();
    if (!name || weights.has(name)) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split("=").map((s) => s.trim());
      if (key?.toLowerCase() !== "q") continue;
      q = value !== undefined && /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    weights.set(name, q);
  }
  return weights;
}
