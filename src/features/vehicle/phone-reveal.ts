/**
 * Reveal-phone button: the number shows masked, then in full after a click,
 * and the reveal is recorded by a call (car_id, dealership_id, website_id).
 */

/** Phone masking keeps the first 5 characters. */
const PHONE_VISIBLE_CHARS = 5;

/**
 * Keeps the first 5 characters and replaces every other non-space character with "X", so "(08) 5550 1200" becomes
 * "(08) XXXX XXXX". Spaces stay so the masked number keeps the shape (and length) of the real one; surrounding
 * whitespace is trimmed first so it cannot use up the visible characters.
 */
export function maskPhone(phone: string): string {
  const chars = Array.from(phone.trim());
  return chars.map((c, i) => (i < PHONE_VISIBLE_CHARS || /\s/.test(c) ? c : "X")).join("");
}
