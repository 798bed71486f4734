import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { dealerships, locations } from "./dealerships";
import { sites } from "./sites";

/*
 * Dealer staff's accounts for the console, in the shape the staff's better-auth instance reads (its models user,
 * session, account and verification, and the organization and two-factor plugins' organization, member, invitation
 * and twoFactor; the JavaScript names are its field names). Tables of their own, apart from the shoppers' auth_*:
 * a staff member and a shopper never share a row, a cookie or a session.
 */

/** better-auth's createdAt and updatedAt. */
const timestamps = () => ({
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A staff member's row goes with their account. */
const staffUserColumn = () =>
  text("user_id")
    .notNull()
    .references(() => staffUsers.id, { onDelete: "cascade" });

/** A group's row goes with the group. */
const groupColumn = () =>
  text("organization_id")
    .notNull()
    .references(() => staffOrganizations.id, { onDelete: "cascade" });

export const staffUsers = pgTable(
  "staff_users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** Lower case: staff sign in with it. */
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** Whether a second factor (TOTP) is asked for after the e-mail code. */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex("staff_users_email_key").on(t.email)],
);

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    userId: staffUserColumn(),
    /** The cookie's token (signed in the cookie); a session is revoked by deleting its row. */
    token: text("token").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** The group the member is working in (the organization plugin's active organisation). */
    activeOrganizationId: text("active_organization_id"),
    ...timestamps(),
  },
  (t) => [uniqueIndex("staff_sessions_token_key").on(t.token), index("staff_sessions_user_idx").on(t.userId)],
);

export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: text("id").primaryKey(),
    userId: staffUserColumn(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps(),
  },
  (t) => [index("staff_accounts_user_idx").on(t.userId)],
);

/** E-mail sign-in codes (kept only as a keyed hash) and the two-factor step's short-lived values. */
export const staffVerifications = pgTable(
  "staff_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [index("staff_verifications_identifier_idx").on(t.identifier)],
);

/** A dealer group: the organization plugin's organisation. */
export const staffOrganizations = pgTable(
  "staff_organizations",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    logo: text("logo"),
    metadata: text("metadata"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_organizations_slug_key").on(t.slug)],
);

/** A staff member of a group, with their role there (owner, manager, sales, service, marketing). */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: text("id").primaryKey(),
    organizationId: groupColumn(),
    userId: staffUserColumn(),
    role: text("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("staff_members_organization_user_key").on(t.organizationId, t.userId),
    index("staff_members_user_idx").on(t.userId),
  ],
);

export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: text("id").primaryKey(),
    organizationId: groupColumn(),
    email: text("email").notNull(),
    role: text("role"),
    status: text("status").notNull().default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    inviterId: text("inviter_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("staff_invitations_organization_idx").on(t.organizationId),
    index("staff_invitations_email_idx").on(t.email),
  ],
);

/** A staff member's TOTP secret and backup codes (encrypted by better-auth with the staff auth's secret). */
export const staffTwoFactors = pgTable(
  "staff_two_factors",
  {
    id: text("id").primaryKey(),
    userId: staffUserColumn(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("staff_two_factors_user_idx").on(t.userId)],
);

/** The sites of a dealer group: a site belongs to at most one group. */
export const staffGroupSites = pgTable(
  "staff_group_sites",
  {
    siteId: integer("site_id")
      .primaryKey()
      .references(() => sites.id, { onDelete: "cascade" }),
    organizationId: groupColumn(),
  },
  (t) => [index("staff_group_sites_organization_idx").on(t.organizationId)],
);

/**
 * Where a member works, below the group: a whole site, one dealership of it, or one location. An owner needs none (the
 * whole group); a member with no row here sees nothing.
 */
export const staffMemberScopes = pgTable(
  "staff_member_scopes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: text("member_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id").references(() => dealerships.id, { onDelete: "cascade" }),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "cascade" }),
  },
  (t) => [index("staff_member_scopes_member_idx").on(t.memberId)],
);

/**
 * Where an invited person will work once they accept (the same shape as their scope will have): the owner names it
 * with the invitation, and accepting copies it to staff_member_scopes. An owner's invitation needs none.
 */
export const staffInvitationScopes = pgTable(
  "staff_invitation_scopes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    invitationId: text("invitation_id")
      .notNull()
      .references(() => staffInvitations.id, { onDelete: "cascade" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id").references(() => dealerships.id, { onDelete: "cascade" }),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "cascade" }),
  },
  (t) => [index("staff_invitation_scopes_invitation_idx").on(t.invitationId)],
);
