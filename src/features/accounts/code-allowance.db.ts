import type { Database } from "@/platform/db/client";
import { allowRequest } from "@/platform/http/rate-limits.server";
import { CODE_LIMITS } from "./sign-in-limits";

/**
 * Whether a code may be sent now (sign-in-limits.ts has the numbers). The client is checked first, so a client over
 * its limit does not spend the phone's allowance; the counts live in the database, shared by every server process.
 */
export async function allowCodeRequest(
  db: Database,
  request: { phone: string; client: string },
  now: Date,
): Promise<"allowed" | "client-limited" | "phone-limited"> {
  for (const rule of [CODE_LIMITS.clientShort, CODE_LIMITS.clientDaily])
    if (!(await allowRequest(rule, request.client, now, db))) return "client-limited";
  for (const rule of [CODE_LIMITS.phoneShort, CODE_LIMITS.phoneDaily])
    if (!(await allowRequest(rule, request.phone, now, db))) return "phone-limited";
  return "allowed";
}
