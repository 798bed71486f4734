import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { TradeInState } from "@/domain/trade-in-types";
import { queueShopperMessage } from "@/features/leads/index.server";
import { can, roleMay, type Member } from "@/features/staff";
import { changeFlow, type FlowChange } from "@/features/trade-in/index.server";
import { appendAudit, auditTrail } from "@/platform/db/audit-log.db";
import type { Database } from "@/platform/db/client";
import { leads, locations, sites, staffGroupSites, staffUsers, tradeInFlows } from "@/platform/db/schema";
import type { DeskListFilters } from "./desk-list-query";
import { mayReviseOffer, tradeInTarget, type DeskWorker } from "./desk-scope";

/*
 * Trade-in flows as the console reads and changes them. A flow is placed by its lead (site, dealership, location). A
 * manager's change goes through the trade-in feature's own step (the flow locked, the lead's snapshot rewritten, the
 * dealer's milestone delivery queued), with the shopper's e-mail and the audit row in the same transaction. The flow's
 * last change time is its version: a change made from a page drawn before another change is refused, never applied.
 */

const TRADE_IN_PAGE_SIZE = 50;

const rowFields = {
  leadId: tradeInFlows.leadId,
  groupId: staffGroupSites.organizationId,
  siteId: tradeInFlows.siteId,
  siteSlug: sites.slug,
  siteName: sites.name,
  dealershipId: leads.dealershipId,
  locationId: leads.locationId,
  state: tradeInFlows.state,
  rego: tradeInFlows.rego,
  regoState: tradeInFlows.regoState,
  vehicle: tradeInFlows.vehicle,
  km: tradeInFlows.km,
  answers: tradeInFlows.answers,
  offer: tradeInFlows.offer,
  appraisalReason: tradeInFlows.appraisalReason,
  acceptedAt: tradeInFlows.acceptedAt,
  createdAt: tradeInFlows.createdAt,
  updatedAt: tradeInFlows.updatedAt,
  snapshot: leads.snapshot,
};

function selectRows(db: Database, where: SQL | undefined, limit: number) {
  return db
    .select(rowFields)
    .from(tradeInFlows)
    .innerJoin(leads, eq(leads.id, tradeInFlows.leadId))
    .innerJoin(staffGroupSites, eq(staffGroupSites.siteId, tradeInFlows.siteId))
    .innerJoin(sites, eq(sites.id, tradeInFlows.siteId))
    .where(where)
    .orderBy(desc(tradeInFlows.createdAt), desc(tradeInFlows.leadId))
    .limit(limit);
}

export type DeskTradeIn = Awaited<ReturnType<typeof selectRows>>[number];

function memberScope(member: Member): SQL | undefined {
  const group = eq(staffGroupSites.organizationId, member.groupId);
  if (member.role === "owner") return group;
  return and(
    group,
    or(
      sql`false`,
      ...member.scopes.map((scope) =>
        and(
          eq(tradeInFlows.siteId, scope.siteId),
          scope.dealershipId === null ? undefined : eq(leads.dealershipId, scope.dealershipId),
          scope.locationId === null ? undefined : eq(leads.locationId, scope.locationId),
        ),
      ),
    ),
  );
}

/** A page of the trade-ins a member may read, newest first, filtered by site and state, keyed on (created_at, lead id). */
export async function listTradeIns(
  db: Database,
  member: Member,
  filters: DeskListFilters<TradeInState>,
): Promise<{ rows: DeskTradeIn[]; nextAfter: number | null }> {
  if (!roleMay(member.role, "tradeIn", "read")) return { rows: [], nextAfter: null };
  const cursor = filters.after
    ? sql`(${tradeInFlows.createdAt}, ${tradeInFlows.leadId}) < (select f.created_at, f.lead_id from ${tradeInFlows} f where f.lead_id = ${filters.after})`
    : undefined;
  const found = await selectRows(
    db,
    and(
      memberScope(member),
      filters.site ? eq(sites.slug, filters.site) : undefined,
      filters.state ? eq(tradeInFlows.state, filters.state) : undefined,
      cursor,
    ),
    TRADE_IN_PAGE_SIZE + 1,
  );
  const rows = found.slice(0, TRADE_IN_PAGE_SIZE).filter((row) => can(member, "read", tradeInTarget(row)));
  return { rows, nextAfter: found.length > TRADE_IN_PAGE_SIZE ? found[TRADE_IN_PAGE_SIZE - 1]!.leadId : null };
}

/** One trade-in the member may read; null for one that does not exist and for one they may not see, alike. */
export async function tradeInForMember(db: Database, member: Member, leadId: number): Promise<DeskTradeIn | null> {
  const [row] = await selectRows(
    db,
    and(eq(tradeInFlows.leadId, leadId), eq(staffGroupSites.organizationId, member.groupId)),
    1,
  );
  return row && can(member, "read", tradeInTarget(row)) ? row : null;
}

/** The console's changes to a trade-in, oldest first, with who made them. */
export async function tradeInAudit(db: Database, groupId: string, leadId: number) {
  const audit = await auditTrail(db, groupId, { kind: "trade-in", id: String(leadId) });
  const actors = audit.length
    ? await db
        .select({ id: staffUsers.id, name: staffUsers.name })
        .from(staffUsers)
        .where(inArray(staffUsers.id, [...new Set(audit.map((row) => row.actorId))]))
    : [];
  return audit.map((row) => ({
    at: row.at,
    action: row.action,
    after: row.after as Record<string, unknown> | null,
    actorName: actors.find((a) => a.id === row.actorId)?.name ?? "a former member",
  }));
}

/** The location an appraisal is booked at: the lead's own, else its dealership's first; with its hours. */
export async function appraisalLocation(db: Database, trade: Pick<DeskTradeIn, "dealershipId" | "locationId">) {
  const [row] = await db
    .select({
      id: locations.id,
      name: locations.name,
      openingHours: locations.openingHours,
      specialHours: locations.specialHours,
    })
    .from(locations)
    .where(
      trade.locationId === null ? eq(locations.dealershipId, trade.dealershipId) : eq(locations.id, trade.locationId),
    )
    .orderBy(desc(locations.primary), asc(locations.id))
    .limit(1);
  return row ?? null;
}

export type TradeInChangeResult =
  { ok: true; version: number } | { ok: false; reason: "not-found" | "stale" | "not-revisable" };

/** What a change does to the flow, and what the shopper is told of it. */
export interface TradeInChange {
  leadId: number;
  /** The flow's last change time (ms) as the page showed it. */
  version: number;
  kind: "offer" | "appraisal";
  change: FlowChange;
  audit: Record<string, unknown>;
  /** The shopper's e-mail; null when the lead carries no address. */
  message: ((customerEmail: string) => { subject: string; text: string }) | null;
}

/**
 * Makes a manager's change to a trade-in: refused as not found for anyone who may not revise it there, as stale when
 * the flow changed since the page was drawn, and as not revisable once the shopper accepted an offer. The flow, the
 * lead, the dealer's delivery, the shopper's e-mail and the audit row are one transaction.
 */
export async function changeTradeIn(
  db: Database,
  who: Pick<DeskWorker, "userId" | "member">,
  input: TradeInChange,
  webhook: { url: string; secretEnv: string } | null | undefined,
  now = new Date(),
): Promise<TradeInChangeResult> {
  const trade = await tradeInForMember(db, who.member, input.leadId);
  if (!trade || !mayReviseOffer(who.member, trade)) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx) => {
    let refusal: "stale" | "not-revisable" | null = null;
    const before = { state: trade.state, offer: trade.offer, appraisalReason: trade.appraisalReason };
    const changed = await changeFlow(
      tx as unknown as Database,
      trade.siteId,
      trade.leadId,
      (flow) => {
        if (flow.updatedAt.getTime() !== input.version) refusal = "stale";
        else if (flow.state !== "offered" && flow.state !== "appraisal") refusal = "not-revisable";
        return refusal ? null : input.change;
      },
      { stage: input.kind, webhook, now },
    );
    if (!changed) return { ok: false, reason: refusal ?? "not-found" };
    const email = changed.lead.snapshot.customer.email;
    if (email && input.message)
      await queueShopperMessage(tx, trade.leadId, input.kind, email, input.message(email), now);
    await appendAudit(tx as unknown as Database, {
      groupId: trade.groupId,
      siteId: trade.siteId,
      actorId: who.userId,
      action: input.kind === "offer" ? "trade-in.offer" : "trade-in.appraisal",
      targetKind: "trade-in",
      targetId: String(trade.leadId),
      before,
      after: { ...input.audit, state: changed.state, shopperTold: Boolean(email && input.message) },
    });
    return { ok: true, version: changed.updatedAt.getTime() };
  });
}
