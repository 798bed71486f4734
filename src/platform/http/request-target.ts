/**
 * What the front door decides from the raw request alone, before Next reads a byte of it: whether the platform serves
 * the method and the target at all, and whether a body is too large to read. Pure, so tested without a server.
 */
import { isApiPath, SAFE_METHODS, type Refusal } from "./request-rules";

/**
 * The methods the platform serves: pages and the JSON API are read with GET and HEAD, forms and the API's changes are
 * POSTs, and OPTIONS asks what is allowed. Any other (TRACE, PUT, DELETE, PROPFIND, ...) is answered 405 by the front
 * door with this list in Allow, before it reaches Next, which has no answer for TRACE but a 500.
 */
export const ALLOWED_METHODS = "GET, HEAD, POST, OPTIONS";
const SERVED_METHODS = new Set(ALLOWED_METHODS.split(", "));

/** The answer to a method the platform does not serve (the front door sends it with ALLOWED_METHODS in Allow). */
export const METHOD_NOT_ALLOWED: Refusal = {
  status: 405,
  code: "method_not_allowed",
  message: `This address takes only ${ALLOWED_METHODS}`,
};

/** What the raw request target asks for. */
export type TargetVerdict = "ok" | "options-server" | "bad-target" | "malformed-path" | "method-not-allowed";

/**
 * A method the platform does not serve is refused whatever it asks for; `OPTIONS *` asks about the server, not a page;
 * any other target that is not a path is not one we serve; and a path whose percent-encoding does not decode to valid
 * UTF-8 (`/%ZZ`, `/cars/%`, `/%ed%a0%80`, a lone surrogate) can name no page: each would otherwise reach the router
 * and fail there.
 */
export function judgeTarget(method: string | undefined, target: string | undefined): TargetVerdict {
  if (!SERVED_METHODS.has(method ?? "")) return "method-not-allowed";
  if (target === "*") return method === "OPTIONS" ? "options-server" : "bad-target";
  if (!target || !target.startsWith("/") || target.startsWith("//")) return "bad-target";
  const path = target.split("?", 1)[0]!;
  try {
    decodeURIComponent(path);
    return "ok";
  } catch {
    return "malformed-path";
  }
}

/** A shopper page's post: a form, never a file (Next's own server-action limit is raised for the console). */
const PAGE_BODY_LIMIT = 1024 * 1024;
/** The JSON API's largest body (a lead); each route keeps its own smaller limit. */
const API_BODY_LIMIT = 50_000;
/**
 * The console's posts carry files: a car's photo (20 MB), a stock feed uploaded or pushed (10 MB); each feature keeps
 * its own limit with a message naming it, and this leaves room for a form's other fields. Next's server-action limit
 * and its proxy's body limit are set to the same in next.config.ts.
 */
const CONSOLE_BODY_LIMIT = 21 * 1024 * 1024;

export interface BodyFacts {
  method: string;
  pathname: string;
  contentLength: string | null;
  transferEncoding: string | null;
  /** The request is for the console's host. */
  onConsole?: boolean;
}

/**
 * A body too large to read, refused by the front door before a byte of it is read (Next reads a
 * post's whole body before its proxy runs, so the proxy would answer only after 50 MB had arrived).
 */
export function bodyRefusal(facts: BodyFacts): Refusal | null {
  if (SAFE_METHODS.has(facts.method.toUpperCase())) return null;
  const api = isApiPath(facts.pathname);
  const limit = facts.onConsole ? CONSOLE_BODY_LIMIT : api ? API_BODY_LIMIT : PAGE_BODY_LIMIT;
  const length = Number(facts.contentLength);
  if (facts.contentLength !== null && Number.isFinite(length) && length > limit) {
    return { status: 413, code: "too_large", message: `The request body must be at most ${limit} bytes` };
  }
  // Next would read a page's streamed body past its limit and fail with a 500; browsers and forms
  // always say how long their body is, so a page post must too (the JSON API stops reading at its limit).
  if ((!api || facts.onConsole) && facts.contentLength === null && facts.transferEncoding !== null) {
    return { status: 411, code: "length_required", message: "A post to a page must say its Content-Length" };
  }
  return null;
}
