import type { BetterAuthOptions } from "better-auth";
import type { DBAdapter, Where } from "better-auth/adapters";

type AdapterFactory = (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>;

/**
 * Accounts belong to their site: signing in on one dealer's site gives nothing on another's. better-auth has one
 * user per phone number and no notion of tenants, so each site gets its own auth whose adapter adds `siteId = this
 * site` to every read, update and delete, and writes it into every row it creates. A session token, code or user of
 * another site is then simply not found. Every model is scoped, so nothing better-auth adds later can leak across.
 */
export function siteScopedAdapter(base: AdapterFactory, siteId: number): AdapterFactory {
  return (options) => scope(base(options), siteId);
}

/**
 * The Drizzle adapter joins its AND clauses and its OR clauses with AND (`and(ands, or(ors))`), so the site condition,
 * an AND clause, holds whatever else the query asks (the database tests try an OR across sites).
 */
function withSite(where: Where[] | undefined, siteId: number): Where[] {
  return [...(where ?? []), siteCondition(siteId)];
}

function siteCondition(siteId: number): Where {
  return { field: "siteId", operator: "eq", value: siteId, connector: "AND" };
}

function scope(adapter: DBAdapter<BetterAuthOptions>, siteId: number): DBAdapter<BetterAuthOptions> {
  const where = (clauses: Where[] | undefined) => withSite(clauses, siteId);
  return {
    ...adapter,
    create: (args) => adapter.create({ ...args, data: { ...args.data, siteId } }),
    findOne: (args) => adapter.findOne({ ...args, where: where(args.where) }),
    findMany: (args) => adapter.findMany({ ...args, where: where(args.where) }),
    count: (args) => adapter.count({ ...args, where: where(args.where) }),
    update: (args) => adapter.update({ ...args, where: where(args.where), update: withoutSite(args.update) }),
    updateMany: (args) => adapter.updateMany({ ...args, where: where(args.where), update: withoutSite(args.update) }),
    delete: (args) => adapter.delete({ ...args, where: where(args.where) }),
    deleteMany: (args) => adapter.deleteMany({ ...args, where: where(args.where) }),
    consumeOne: (args) => adapter.consumeOne({ ...args, where: where(args.where) }),
    incrementOne: (args) => adapter.incrementOne({ ...args, where: where(args.where) }),
    transaction: async (callback) => adapter.transaction((trx) => callback(scope(trx as DBAdapter, siteId))),
  };
}

/** No update may move a row to another site. */
function withoutSite(update: Record<string, unknown>): Record<string, unknown> {
  const { siteId: _ignored, ...rest } = update;
  return rest;
}
