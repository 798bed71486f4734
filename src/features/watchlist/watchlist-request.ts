import { z } from "zod";
import { australianMobile } from "@/features/accounts";

/**
 * The body of POST /api/watchlist/save-car and /remove-car (phone_number,
 * car_id). The session decides who the shopper is; the phone number must be the session's own.
 */

const PHONE_MESSAGE = "must be an Australian mobile number";

/** Whether the number a caller sent is the signed-in shopper's (both compared in E.164). */
export function isShoppersPhone(given: string, sessionPhone: string): boolean {
  return given === (australianMobile(sessionPhone) ?? sessionPhone);
}

/** A car id: a positive whole number within PostgreSQL's integer, as a JSON number or its digits in a string. */
const carId = z.preprocess(
  (v) => (typeof v === "string" && /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v),
  z
    .number({ error: "must be a car id" })
    .int("must be a car id")
    .positive("must be a car id")
    .max(2_147_483_647, "is not a known car"),
);

export const watchlistCallBody = z.strictObject({
  phone_number: z
    .string({ error: PHONE_MESSAGE })
    .max(30, PHONE_MESSAGE)
    .transform((value, ctx) => {
      // The accounts' own reading of a mobile number (0400 000 000, +61 400 000 000, 61400000000 -> E.164).
      const e164 = australianMobile(value);
      if (!e164) {
        ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return e164;
    }),
  car_id: carId,
});
