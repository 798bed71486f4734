import type { z } from "zod";
import { env } from "../env";
import { clientAddress } from "./client-address";

/** The platform's JSON error shape: status 4xx with { error: { code, message, fields? } }, never a stack trace. */
export function jsonError(status: number, code: string, message: string, fields?: Record<string, string>): Response {
  return Response.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status, headers: { "Cache-Control": "no-store" } });
}

/** A zod failure as a 400 naming each field. */
export function invalidFields(error: z.ZodError): Response {
  const fields = Object.fromEntries(error.issues.map((i) => [i.path.join(".") || "(body)", i.message]));
  return jsonError(400, "invalid_request", `Invalid ${Object.keys(fields).join(", ")}`, fields);
}

/** The client a request comes from, for rate limits: see clientAddress and TRUSTED_PROXIES. */
export function clientKey(request: Request | Headers): string {
  return clientAddress(request instanceof Headers ? request : request.headers, env().TRUSTED_PROXIES);
}

/** Reads a JSON body of at most `limit` bytes; null when it is too large or not JSON. */
export async function readJson(request: Request, limit = 10_000): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const text = await request.text();
  if (text.length > limit) return { ok: false, response: jsonError(413, "too_large", `The request body must be at most ${limit} bytes`) };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, response: jsonError(400, "invalid_json", "The request body must be JSON") };
  }
}
