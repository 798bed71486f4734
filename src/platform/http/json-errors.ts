import { z } from "zod";
import { MAX_ROW_ID } from "@/domain/row-id";
import { env } from "@/platform/env";
import { clientAddress, rateIdentity } from "./client-address";

/** The platform's JSON error shape: status 4xx with { error: { code, message, fields? } }, never a stack trace. */
export function jsonError(status: number, code: string, message: string, fields?: Record<string, string>): Response {
  return Response.json(
    { error: { code, message, ...(fields ? { fields } : {}) } },
    { status, headers: { "Cache-Control": "no-store" } },
  );
}

/** A zod failure as a 400 naming each field. */
export function invalidFields(error: z.ZodError): Response {
  const fields = Object.fromEntries(error.issues.map((i) => [i.path.join(".") || "(body)", i.message]));
  return jsonError(400, "invalid_request", `Invalid ${Object.keys(fields).join(", ")}`, fields);
}

/** The client a request comes from, for rate limits and view counts: see clientAddress, rateIdentity and TRUSTED_PROXIES. */
export function clientKey(request: Request | Headers): string {
  return rateIdentity(clientAddress(request instanceof Headers ? request : request.headers, env().TRUSTED_PROXIES));
}

/**
 * Reads a JSON body of at most `limit` bytes. A declared Content-Length over the limit is refused
 * before a byte is read, and a body without one is read only until it passes the limit, so a
 * client cannot make the platform take in 50 MB to be told no.
 */
export async function readJson(
  request: Request,
  limit = 10_000,
): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const tooLarge = () => ({
    ok: false as const,
    response: jsonError(413, "too_large", `The request body must be at most ${limit} bytes`),
  });
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return tooLarge();
  const bytes = await readAtMost(request.body, limit);
  if (bytes === null) return tooLarge();
  try {
    return { ok: true, body: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return { ok: false, response: jsonError(400, "invalid_json", "The request body must be JSON") };
  }
}

/** The stream's bytes, or null as soon as there are more than `limit` (the rest is never read). */
async function readAtMost(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** A row id in a request: a positive whole number within PostgreSQL's integer, so a larger one is bad input, not a database error. */
export const rowId = z.number().int().positive().max(MAX_ROW_ID, "is not a known id");
