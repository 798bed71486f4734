import { runFeed } from "@/features/stock-feeds/index.server";
import type { Database } from "@/platform/db/client";
import { allowRequest, type RateLimit } from "@/platform/http/rate-limits.server";
import { bearerKey } from "./api-key";
import { checkPushKey } from "./api-keys.db";

/** A push of a dealer's whole stock file: 10 MB is thousands of cars in any of the formats. */
export const PUSH_MAX_BYTES = 10 * 1024 * 1024;
/** Each key may push 60 times a minute: a dealer's system pushes on change, never in a loop. */
export const PUSH_LIMIT: RateLimit = { bucket: "feed-push", limit: 60, windowMs: 60_000 };

const SOURCE_ID = /^[1-9]\d{0,9}$/;

/** An answer in the platform's API contract: `{ error: { code, message } }`. */
function apiError(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error: { code, message } }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

class TooLarge extends Error {}

/** The request's body, refused once it passes the limit (whatever Content-Length said). */
async function boundedBody(request: Request, limit: number): Promise<string> {
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new TooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * `POST /api/feeds/push`, `Authorization: Bearer <key>`, the body a feed file in the source's format. The key names
 * its source; `?source=<id>` may name it too, to guard against a key pasted into the wrong dealer's config.
 *  - no key, an unknown or revoked one: 401 (not authenticated: present a valid key);
 *  - a genuine key for a source other than the one named: 403 (authenticated, but the key may not write there;
 *    another key would not be "more" valid, so 401's retry-with-credentials would mislead);
 *  - over the key's rate: 429 with Retry-After; a body over the limit: 413; the source busy: 409;
 *  - else the run's summary (200; 422 when the engine refused the file whole).
 * Idempotent by stock number: pushing the same file twice leaves the stock as once (the engine's upsert).
 */
export async function handlePush(db: Database, request: Request, now = new Date()): Promise<Response> {
  const key = bearerKey(request.headers.get("authorization"));
  if (!key) return apiError(401, "unauthorized", "Send the source's push key as Authorization: Bearer <key>");
  const named = new URL(request.url).searchParams.get("source");
  if (named !== null && !SOURCE_ID.test(named)) return apiError(400, "bad-source", "source must be a source's id");
  const check = await checkPushKey(db, key, named === null ? undefined : Number(named));
  if (!check.ok) {
    if (check.reason === "wrong-source")
      return apiError(403, "forbidden", "This key pushes to another source: use that source's key");
    if (check.reason === "disabled") return apiError(403, "source-disabled", "The source is switched off");
    return apiError(401, "unauthorized", "The key is not valid (unknown or revoked)");
  }
  if (!(await allowRequest(PUSH_LIMIT, `key:${check.keyId}`, now, db))) {
    const retryAfter = Math.max(1, Math.ceil((PUSH_LIMIT.windowMs - (now.getTime() % PUSH_LIMIT.windowMs)) / 1000));
    return apiError(429, "rate-limited", `At most ${PUSH_LIMIT.limit} pushes a minute per key`, {
      "Retry-After": String(retryAfter),
    });
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  const tooLarge = () => apiError(413, "too-large", `The file is over ${PUSH_MAX_BYTES / 1024 / 1024} MB`);
  if (declared > PUSH_MAX_BYTES) return tooLarge();
  let body: string;
  try {
    body = await boundedBody(request, PUSH_MAX_BYTES);
  } catch (err) {
    if (err instanceof TooLarge) return tooLarge();
    return apiError(400, "bad-body", "The body could not be read");
  }
  if (!body.trim()) return apiError(400, "empty", `Send the feed file (${check.format}) as the body`);
  const summary = await runFeed(db, { sourceId: check.sourceId, trigger: "push", body, actorUserId: null });
  if (!summary) return apiError(401, "unauthorized", "The key is not valid (unknown or revoked)");
  if ("busy" in summary) return apiError(409, "busy", "A run of this source is under way: push again shortly");
  return Response.json(
    { run: summary },
    { status: summary.status === "refused" ? 422 : 200, headers: { "Cache-Control": "no-store" } },
  );
}
