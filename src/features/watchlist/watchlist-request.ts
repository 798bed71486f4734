import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";

/**
 * The body of POST /api/watchlist/save-car and /remove-car (search-watchlist-detail.md §7: phone_number,
 * car_id). The session decides who the shopper is; the phone number must be the session's own.
 */

const PHONE_MESSAGE = "must be an Australian mobile number";

/** An Australian mobile number in E.164 (+61412000123), from the local form (0412 000 123) or any other; else null. */
export function australianMobileE164(value: string): string | null {
  const phone = parsePhoneNumberFromString(value, "AU");
  return phone && phone.country === "AU" && phone.isValid() && phone.getType() === "MOBILE" ? phone.number : null;
}

/** Whether the number a caller sent is the signed-in shopper's (both compared in E.164). */
export function isShoppersPhone(given: string, sessionPhone: string): boolean {
  return given === (australianMobileE164(sessionPhone) ?? sessionPhone);
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
      const e164 = australianMobileE164(value);
      if (!e164) {
        ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return e164;
    }),
  car_id: carId,
});
