import type { Database } from "@/platform/db/client";
import { allowRequest } from "@/platform/http/rate-limits.server";
import { STAFF_CODE_LIMITS } from "./staff-sign-in";

/**
 * Whether a code may be sent now (staff-sign-in.ts has the numbers). The client is checked first, so a client over its
 * limit does not spend the address's allowance; the counts live in the database, shared by every server process.
 */
export async function allowStaffCode(
  db: Database,
  request: { email: string; client: string },
  now: Date,
): Promise<"allowed" | "client-limited" | "email-limited"> {
  for (const rule of [STAFF_CODE_LIMITS.clientShort, STAFF_CODE_LIMITS.clientDaily])
    if (!(await allowRequest(rule, request.client, now, db))) return "client-limited";
  for (const rule of [STAFF_CODE_LIMITS.emailShort, STAFF_CODE_LIMITS.emailDaily])
    if (!(await allowRequest(rule, request.email, now, db))) return "email-limited";
  return "allowed";
}
