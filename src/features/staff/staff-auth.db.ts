import { betterAuth, type BetterAuthPlugin } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { emailOTP } from "better-auth/plugins/email-otp";
import { organization } from "better-auth/plugins/organization";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Database } from "@/platform/db/client";
import {
  staffAccounts,
  staffInvitations,
  staffMembers,
  staffOrganizations,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from "@/platform/db/schema";
import { accessControl, STAFF_ROLES } from "./roles";
import { STAFF_CODE_DIGITS, STAFF_CODE_TRIES, STAFF_CODE_TTL_SECONDS, staffCodeDigest } from "./staff-sign-in";

/** Where the staff auth's endpoints would be served on the console host (the console calls them on the server only). */
const STAFF_AUTH_BASE_PATH = "/api/staff-auth";
/** Its cookies' prefix, apart from the shoppers' ("forecourt"): no cookie of one is ever read by the other. */
export const STAFF_COOKIE_PREFIX = "forecourt-staff";
/**
 * A console session ends after 8 hours without use (idle timeout), and is extended at most once an hour while used; it
 * ends at once when its row is deleted (no cookie cache).
 */
const SESSION_SECONDS = 8 * 60 * 60;
const SESSION_REFRESH_SECONDS = 60 * 60;
/** How long a signed-in member has to give the second factor after the e-mail code. */
const SECOND_FACTOR_SECONDS = 5 * 60;
/** An invitation to a group can be accepted for 7 days; after that the owner sends a new one. */
const INVITATION_SECONDS = 7 * 24 * 60 * 60;

export interface StaffAuthOptions {
  db: Database;
  /** The console's origin (only for better-auth's own links; cookies are host-only). */
  baseURL: string;
  /** At least 32 characters, the staff's own (never the shoppers'): signs cookies and keys the codes' digests. */
  secret: string;
  /** Served over HTTPS: the cookies are then Secure (and __Secure- prefixed). */
  secure: boolean;
  /** Sends a sign-in code to a staff member's address (the code exists in clear only on its way to them). */
  sendCode: (email: string, code: string) => Promise<void>;
  /** Sends an invitation to join a group (the link's page is /invitation/<id> on the console host). */
  sendInvitation?: (invitation: { id: string; email: string; groupName: string; inviterName: string }) => Promise<void>;
  /** Next's cookie bridge for server actions; absent in tests, which read the Set-Cookie headers. */
  plugins?: BetterAuthPlugin[];
}

/**
 * The console's better-auth, a second instance beside the shoppers' with its own tables, base path and cookies. Staff
 * sign in with a one-time code by e-mail (emailOTP; only addresses of existing staff, never a sign-up), then their
 * authenticator code when they have one (twoFactor: TOTP). A group is an organisation (organization plugin), whose
 * roles are the console's (roles.ts). Limits live in the database, shared by every process (staff-sign-in.db.ts).
 */
export function createStaffAuth(options: StaffAuthOptions) {
  const { db, secret } = options;
  const secondFactor = twoFactor({
    issuer: "Forecourt console",
    // Staff have no password: the e-mail code is the first factor, the authenticator the second.
    allowPasswordless: true,
    // No device is ever remembered (the console never asks to trust one): every sign-in asks for the second factor.
    twoFactorCookieMaxAge: SECOND_FACTOR_SECONDS,
  });
  return betterAuth({
    appName: "Forecourt console",
    baseURL: options.baseURL,
    basePath: STAFF_AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db as never, {
      provider: "pg",
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        organization: staffOrganizations,
        member: staffMembers,
        invitation: staffInvitations,
        twoFactor: staffTwoFactors,
      },
      transaction: false,
    }),
    session: {
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      cookieCache: { enabled: false },
    },
    emailAndPassword: { enabled: false },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: STAFF_COOKIE_PREFIX,
      useSecureCookies: options.secure,
      // Strict: a console cookie is never sent with a request another site started.
      defaultCookieAttributes: { httpOnly: true, sameSite: "strict", secure: options.secure },
    },
    plugins: [
      emailOTP({
        otpLength: STAFF_CODE_DIGITS,
        expiresIn: STAFF_CODE_TTL_SECONDS,
        allowedAttempts: STAFF_CODE_TRIES,
        // Only staff a group added may sign in: an unknown address gets no code, and no account is made.
        disableSignUp: true,
        storeOTP: { hash: async (code) => staffCodeDigest(secret, code) },
        sendVerificationOTP: ({ email, otp }) => options.sendCode(email, otp),
      }),
      organization({
        ac: accessControl,
        roles: STAFF_ROLES,
        creatorRole: "owner",
        // Groups are made by the platform's operator (console:invite), never by a member.
        allowUserToCreateOrganization: false,
        invitationExpiresIn: INVITATION_SECONDS,
        // Inviting someone again replaces their pending invitation (a new link, a new expiry).
        cancelPendingInvitationsOnReInvite: true,
        sendInvitationEmail: async ({ id, email, organization, inviter }) =>
          options.sendInvitation?.({ id, email, groupName: organization.name, inviterName: inviter.user.name }),
      }),
      secondFactor,
      secondFactorAfterEmailCode(secondFactor),
      ...(options.plugins ?? []),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

/**
 * The two-factor plugin asks for the second factor after the sign-ins it knows (password, username, phone), not after
 * an e-mail code: this runs its own step after the e-mail code sign-in too, so a member with an authenticator gets no
 * session until they give its code (the plugin deletes the new session and answers `twoFactorRedirect`).
 */
function secondFactorAfterEmailCode(secondFactor: ReturnType<typeof twoFactor>): BetterAuthPlugin {
  const [afterSignIn] = secondFactor.hooks.after;
  return {
    id: "staff-second-factor-after-email-code",
    hooks: { after: [{ matcher: (context) => context.path === "/sign-in/email-otp", handler: afterSignIn!.handler }] },
  };
}
