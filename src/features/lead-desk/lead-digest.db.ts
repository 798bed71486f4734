import { and, asc, eq, gte, isNull, or, sql } from "drizzle-orm";
import { wallDayAndMinutes } from "@/domain/local-time";
import { can, isStaffRole, type Member } from "@/features/staff";
import type { Database } from "@/platform/db/client";
import {
  leadDeskSettings,
  leads,
  sites,
  staffGroupSites,
  staffMembers,
  staffMemberScopes,
  staffUsers,
} from "@/platform/db/schema";
import type { MailTransport } from "@/platform/mail/smtp";
import { runPeriodicJob } from "@/platform/outbox/periodic-jobs.db";
import { digestHasNews, digestMessage, type DigestLead } from "./lead-digest";
import { overdueCondition } from "./lead-list.db";
import { leadTarget } from "./lead-scope";

const DAY_MS = 86_400_000;
/** Leads read per part of a site's digest: the digest lists fewer and counts these. */
const DIGEST_READ_MAX = 1000;

/** The local day and hour of an instant in a zone, and the day as the digest says it. */
function localNow(now: Date, timeZone: string) {
  const { date, minutes } = wallDayAndMinutes(now, timeZone);
  const spoken = new Intl.DateTimeFormat("en-AU", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(now);
  return { date, hour: Math.floor(minutes / 60), spoken };
}

export interface DigestOptions {
  from: string;
  /** The console's origin, for the links. */
  consoleOrigin: string;
  now?: Date;
}

/**
 * Sends each site's daily digest once its local digest hour has come: to every owner of the site's group and every
 * manager with a scope at the site, each told only of the leads they may read. Exactly once a day per site however
 * many processes call this: the day's send is a periodic job named by site and local day (periodic_jobs), which one
 * process claims and no later call that day can claim again. Returns the number of e-mails sent.
 */
export async function sendLeadDigests(db: Database, mail: MailTransport, options: DigestOptions): Promise<number> {
  const now = options.now ?? new Date();
  const groupSites = await db
    .select({
      siteId: sites.id,
      slug: sites.slug,
      name: sites.name,
      groupId: staffGroupSites.organizationId,
      timeZone: leadDeskSettings.timeZone,
      digestHour: leadDeskSettings.digestHour,
    })
    .from(staffGroupSites)
    .innerJoin(sites, eq(sites.id, staffGroupSites.siteId))
    .leftJoin(leadDeskSettings, eq(leadDeskSettings.siteId, sites.id))
    .orderBy(asc(sites.id));
  let sent = 0;
  for (const site of groupSites) {
    const local = localNow(now, site.timeZone ?? "Australia/Sydney");
    if (local.hour < (site.digestHour ?? 8)) continue;
    await runPeriodicJob(
      db,
      {
        name: `lead-digest:${site.siteId}:${local.date}`,
        intervalMs: 2 * DAY_MS,
        run: async (tx) => {
          sent += await sendSiteDigest(tx, mail, { ...site, day: local.spoken }, { ...options, now });
        },
      },
      { now },
    );
  }
  return sent;
}

interface DigestSite {
  siteId: number;
  slug: string;
  name: string;
  groupId: string;
  day: string;
}

async function sendSiteDigest(
  db: Database,
  mail: MailTransport,
  site: DigestSite,
  options: DigestOptions & { now: Date },
) {
  const columns = {
    id: leads.id,
    createdAt: leads.createdAt,
    customerName: sql<string>`concat_ws(' ', ${leads.snapshot}->'customer'->>'name', ${leads.snapshot}->'customer'->>'lastName')`,
    category: leads.category,
    responseDueAt: leads.responseDueAt,
    siteId: leads.siteId,
    dealershipId: leads.dealershipId,
    locationId: leads.locationId,
  };
  const overdue = await db
    .select(columns)
    .from(leads)
    .where(and(eq(leads.siteId, site.siteId), overdueCondition(options.now)))
    .orderBy(asc(leads.responseDueAt))
    .limit(DIGEST_READ_MAX);
  const uncontacted = await db
    .select(columns)
    .from(leads)
    .where(
      and(
        eq(leads.siteId, site.siteId),
        eq(leads.status, "new"),
        isNull(leads.firstContactedAt),
        or(isNull(leads.responseDueAt), gte(leads.responseDueAt, options.now)),
      ),
    )
    .orderBy(asc(leads.createdAt))
    .limit(DIGEST_READ_MAX);
  let sent = 0;
  for (const recipient of await digestRecipients(db, site)) {
    const readable = (rows: typeof overdue): DigestLead[] =>
      rows.filter((row) => can(recipient.member, "read", leadTarget({ ...row, groupId: site.groupId })));
    const input = { overdue: readable(overdue), uncontacted: readable(uncontacted) };
    if (!digestHasNews(input)) continue;
    const message = digestMessage({
      ...input,
      siteName: site.name,
      siteSlug: site.slug,
      day: site.day,
      consoleOrigin: options.consoleOrigin,
      now: options.now,
    });
    await mail.send({ from: options.from, to: recipient.email, ...message, attachments: [] });
    sent += 1;
  }
  return sent;
}

/** The group's owners, and its managers with a scope at the site, each as `can` decides for them. */
async function digestRecipients(db: Database, site: DigestSite): Promise<{ email: string; member: Member }[]> {
  const people = await db
    .select({ id: staffMembers.id, role: staffMembers.role, email: staffUsers.email })
    .from(staffMembers)
    .innerJoin(staffUsers, eq(staffUsers.id, staffMembers.userId))
    .where(eq(staffMembers.organizationId, site.groupId))
    .orderBy(asc(staffUsers.email));
  const scopes = await db
    .select({
      memberId: staffMemberScopes.memberId,
      siteId: staffMemberScopes.siteId,
      dealershipId: staffMemberScopes.dealershipId,
      locationId: staffMemberScopes.locationId,
    })
    .from(staffMemberScopes)
    .where(eq(staffMemberScopes.siteId, site.siteId));
  return people.flatMap((person) => {
    if (!isStaffRole(person.role)) return [];
    const own = scopes.filter((scope) => scope.memberId === person.id);
    if (person.role !== "owner" && !(person.role === "manager" && own.length > 0)) return [];
    return [{ email: person.email, member: { groupId: site.groupId, role: person.role, scopes: own } }];
  });
}
