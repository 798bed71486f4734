import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { sites, staffGroupSites, staffMembers, staffMemberScopes, staffUsers } from "@/platform/db/schema";
import type { MailTransport } from "@/platform/mail/smtp";
import { pullNotice } from "./pull-notice";
import type { PullOutcome } from "./pull.db";

/** The site's group's owners, and its managers with a scope at the site: who may act on a feed's run. */
async function recipients(db: Database, siteId: number): Promise<string[]> {
  const [group] = await db
    .select({ groupId: staffGroupSites.organizationId })
    .from(staffGroupSites)
    .where(eq(staffGroupSites.siteId, siteId));
  if (!group) return [];
  const people = await db
    .select({ id: staffMembers.id, role: staffMembers.role, email: staffUsers.email })
    .from(staffMembers)
    .innerJoin(staffUsers, eq(staffUsers.id, staffMembers.userId))
    .where(and(eq(staffMembers.organizationId, group.groupId), inArray(staffMembers.role, ["owner", "manager"])));
  const scoped = await db
    .select({ memberId: staffMemberScopes.memberId })
    .from(staffMemberScopes)
    .where(eq(staffMemberScopes.siteId, siteId));
  return people
    .filter((p) => p.role === "owner" || scoped.some((s) => s.memberId === p.id))
    .map((p) => p.email)
    .sort();
}

/** Tells the site's managers and owners of each scheduled run that failed or was held; returns how many were sent. */
export async function sendPullNotices(
  db: Database,
  mail: MailTransport,
  outcomes: readonly PullOutcome[],
  options: { from: string; consoleOrigin: string },
): Promise<number> {
  let sent = 0;
  for (const outcome of outcomes) {
    if ((outcome.status !== "failed" && outcome.status !== "held") || outcome.runId === null) continue;
    const [site] = await db.select({ name: sites.name }).from(sites).where(eq(sites.id, outcome.siteId));
    const message = pullNotice({
      siteName: site?.name ?? "Your site",
      sourceName: outcome.name,
      status: outcome.status,
      message: outcome.message,
      runUrl: `${options.consoleOrigin}/feeds/${outcome.sourceId}/runs/${outcome.runId}`,
    });
    for (const to of await recipients(db, outcome.siteId)) {
      await mail.send({ from: options.from, to, ...message, attachments: [] });
      sent += 1;
    }
  }
  return sent;
}
