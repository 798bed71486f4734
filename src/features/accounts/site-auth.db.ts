import { betterAuth, type BetterAuthPlugin } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { phoneNumber } from "better-auth/plugins/phone-number";
import { and, desc, eq, lt } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { authAccounts, authSessions, authUsers, authVerifications } from "@/platform/db/schema";
import { siteScopedAdapter } from "./site-scoped-adapter";
import {
  checkCode,
  CODE_DIGITS,
  CODE_MESSAGES,
  CODE_TTL_SECONDS,
  codeDigest,
  parseStoredCode,
  storedCodeValue,
} from "./sign-in-code";

/** A session lasts 30 days and is extended once a day while used; it ends at once when its row is deleted. */
const SESSION_SECONDS = 30 * 24 * 60 * 60;
const SESSION_REFRESH_SECONDS = 24 * 60 * 60;
const SESSION_COOKIE_PREFIX = "forecourt";

export interface SiteAuthOptions {
  db: Database;
  siteId: number;
  /** The site's origin (only for better-auth's own links; cookies are host-only). */
  baseURL: string;
  /** At least 32 characters; signs session cookies and keys the code digests. */
  secret: string;
  /** Served over HTTPS: the cookie is then Secure (and __Secure- prefixed). */
  secure: boolean;
  /** Hands the code to the SMS outbox (the code exists in clear only on its way to the shopper's phone). */
  sendCode: (phoneNumber: string, code: string) => Promise<void>;
  /** Next's cookie bridge for server actions; absent in tests, which read the Set-Cookie headers. */
  plugins?: BetterAuthPlugin[];
}

const SITE_FIELD = { siteId: { type: "number", required: false, input: false, returned: false } } as const;

/**
 * One site's better-auth: phone number and SMS code, sessions in the database (no cookie cache, so revoking a session
 * takes effect on the next request), every row scoped to the site. better-auth makes the code and the session; this
 * closes the phone-number plugin's gaps (sign-in-code.ts): the code is stored as an HMAC, and checked here in
 * constant time with at most 5 wrong tries and a single use that holds under concurrent tries.
 */
export function createSiteAuth(options: SiteAuthOptions) {
  const { db, siteId, secret } = options;
  const drizzle = drizzleAdapter(db as never, {
    provider: "pg",
    schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
    transaction: false,
  });
  return betterAuth({
    appName: "Forecourt",
    baseURL: options.baseURL,
    secret,
    database: siteScopedAdapter(drizzle, siteId),
    user: { additionalFields: SITE_FIELD },
    session: {
      additionalFields: SITE_FIELD,
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      cookieCache: { enabled: false },
    },
    account: { additionalFields: SITE_FIELD },
    verification: { additionalFields: SITE_FIELD },
    emailAndPassword: { enabled: false },
    // Limits live in the database, per phone number and per client, shared by every process (sign-in.server.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: options.secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: options.secure },
      // A shopper's address is not kept with their session.
      ipAddress: { disableIpTracking: true },
    },
    databaseHooks: {
      verification: {
        create: {
          // The plugin hands over `{code}:0`; only its HMAC is written.
          before: async (data) => {
            const [code] = String(data.value).split(":");
            return { data: { ...data, value: storedCodeValue(codeDigest(secret, siteId, data.identifier, code!), 0) } };
          },
        },
      },
    },
    plugins: [
      phoneNumber({
        otpLength: CODE_DIGITS,
        expiresIn: CODE_TTL_SECONDS,
        sendOTP: ({ phoneNumber: phone, code }) => options.sendCode(phone, code),
        verifyOTP: ({ phoneNumber: phone, code }) => verifyCode(db, siteId, secret, phone, code),
        signUpOnVerification: {
          // better-auth requires an e-mail address; a phone-only account gets one under the reserved .invalid domain.
          getTempEmail: (phone) => `${phone.replace(/\D/g, "")}@phone.invalid`,
          getTempName: () => "Shopper",
        },
      }),
      ...(options.plugins ?? []),
    ],
  });
}

export type SiteAuth = ReturnType<typeof createSiteAuth>;

/** better-auth's identifier for a phone's sign-in code. */
export function codeIdentifier(phone: string): string {
  return `phone-number-otp-${phone}`;
}

async function verifyCode(db: Database, siteId: number, secret: string, phone: string, code: string): Promise<boolean> {
  const identifier = codeIdentifier(phone);
  const now = new Date();
  const [row] = await db
    .select({ id: authVerifications.id, value: authVerifications.value, expiresAt: authVerifications.expiresAt })
    .from(authVerifications)
    .where(and(eq(authVerifications.siteId, siteId), eq(authVerifications.identifier, identifier)))
    .orderBy(desc(authVerifications.createdAt))
    .limit(1);
  const check = checkCode(row ?? null, codeDigest(secret, siteId, identifier, code), now);
  if (check.outcome === "accepted") {
    // Single use: of two requests with the right code, only the one that deletes the row signs in.
    const used = await db
      .delete(authVerifications)
      .where(and(eq(authVerifications.id, row!.id), eq(authVerifications.value, row!.value)))
      .returning({ id: authVerifications.id });
    if (used.length === 1) return true;
    throw codeError("missing", CODE_MESSAGES.missing);
  }
  if (check.outcome === "wrong" || check.outcome === "locked") {
    const tries = (parseStoredCode(row!.value)?.wrongTries ?? 0) + 1;
    // Counted atomically against the value read, so concurrent guesses cannot share one try.
    const counted = await db
      .update(authVerifications)
      .set({ value: storedCodeValue(parseStoredCode(row!.value)!.digest, tries), updatedAt: now })
      .where(and(eq(authVerifications.id, row!.id), eq(authVerifications.value, row!.value)))
      .returning({ id: authVerifications.id });
    if (counted.length === 0) throw codeError("missing", CODE_MESSAGES.missing);
    if (check.outcome === "locked") throw codeError("locked", CODE_MESSAGES.locked);
    throw codeError("wrong", CODE_MESSAGES.wrong(check.triesLeft));
  }
  throw codeError(check.outcome, CODE_MESSAGES[check.outcome]);
}

function codeError(code: string, message: string): APIError {
  return new APIError("BAD_REQUEST", { code: `CODE_${code.toUpperCase()}`, message });
}

/** A new code replaces any earlier one for the phone; long-expired codes of the site are swept on the way. */
export async function clearCodes(db: Database, siteId: number, phone: string, now = new Date()): Promise<void> {
  await db
    .delete(authVerifications)
    .where(and(eq(authVerifications.siteId, siteId), eq(authVerifications.identifier, codeIdentifier(phone))));
  await db
    .delete(authVerifications)
    .where(
      and(eq(authVerifications.siteId, siteId), lt(authVerifications.expiresAt, new Date(now.getTime() - 3600_000))),
    );
}
