import { STAFF_SIGN_IN_MESSAGES } from "./staff-sign-in";

/**
 * The console's sign-in is three pages a form posts between, with no script: the e-mail address, the code from the
 * e-mail, and the authenticator's code for a member who has one (or, instead, one of their backup codes). A step that fails goes back to its page with an error
 * name in the query (never the text itself, so no page shows text a link could make up).
 */
export const SIGN_IN_PATHS = {
  email: "/sign-in",
  code: "/sign-in/code",
  authenticator: "/sign-in/authenticator",
  backupCode: "/sign-in/backup-code",
} as const;

/** Each error a step can come back with: the field it is about (null: the form as a whole) and what it says. */
export const SIGN_IN_ERRORS = {
  email: { field: "email", message: STAFF_SIGN_IN_MESSAGES.email },
  code: { field: "code", message: STAFF_SIGN_IN_MESSAGES.code },
  "wrong-code": {
    field: "code",
    message: "That code is wrong, used or expired. Check the e-mail, or ask for a new code.",
  },
  totp: { field: "totp", message: STAFF_SIGN_IN_MESSAGES.totp },
  "wrong-totp": { field: "totp", message: "That authenticator code is wrong or has expired. Try the code shown now." },
  backupCode: { field: "backupCode", message: STAFF_SIGN_IN_MESSAGES.backupCode },
  "wrong-backup-code": {
    field: "backupCode",
    message: "That backup code is wrong or has been used already. Each code works once.",
  },
  locked: {
    field: null,
    message: "Too many wrong codes for this account. Please wait a while and sign in again.",
  },
  "email-limited": { field: null, message: STAFF_SIGN_IN_MESSAGES.emailLimited },
  "client-limited": { field: null, message: STAFF_SIGN_IN_MESSAGES.clientLimited },
  expired: { field: null, message: "Your sign-in took too long. Please start again." },
  unexpected: { field: null, message: "Something went wrong on our side. Please try again." },
} as const satisfies Record<string, { field: string | null; message: string }>;

export type SignInError = keyof typeof SIGN_IN_ERRORS;

/** The error a page's query names, or null for none or a name that is no error. */
export function signInError(value: unknown): (typeof SIGN_IN_ERRORS)[SignInError] | null {
  return typeof value === "string" && Object.hasOwn(SIGN_IN_ERRORS, value)
    ? SIGN_IN_ERRORS[value as SignInError]
    : null;
}

/** A step's page with its error (and, for the code step, the address the code went to). */
export function stepPath(
  step: keyof typeof SIGN_IN_PATHS,
  query: { error?: SignInError; email?: string } = {},
): string {
  const params = new URLSearchParams();
  if (query.email) params.set("email", query.email);
  if (query.error) params.set("error", query.error);
  const search = params.toString();
  return search ? `${SIGN_IN_PATHS[step]}?${search}` : SIGN_IN_PATHS[step];
}

/**
 * What a refused second factor (authenticator or backup code) means for the member: no pending sign-in (its 5 minutes
 * ran out, or it never started) sends them back to the start; too many wrong codes locks the account a while; any
 * other refusal of the code itself is a wrong code, named on its field. null: not a refusal (a fault on our side).
 */
export function secondFactorRefusal(
  refusal: { statusCode: number; code?: unknown },
  wrong: "wrong-totp" | "wrong-backup-code",
): SignInError | null {
  if (refusal.statusCode >= 500) return null;
  if (refusal.code === "INVALID_TWO_FACTOR_COOKIE") return "expired";
  if (refusal.code === "ACCOUNT_TEMPORARILY_LOCKED" || refusal.statusCode === 429) return "locked";
  return wrong;
}
