import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { getDb } from "@/platform/db/db.server";
import { platformSecret } from "@/platform/db/platform-secret.server";
import { leads } from "@/platform/db/schema";
import { claimOnce } from "@/platform/http/rate-limits.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { GENERAL_SUCCESS_COPY, successCategory, successCopy, type SuccessCopy } from "./success-copy";
import { signSuccessToken, SUCCESS_TOKEN_TTL_MS, verifySuccessToken } from "./success-token";

/**
 * The success page counts a conversion only for a lead the server stored: `submitLead` hands out a
 * signed token for the lead (success-token.ts), and the page claims that lead once, across every
 * server process, before it lets the browser push the analytics event.
 */

/** The key success tokens are signed with: made once by the platform and kept in its database. */
export function successTokenSecret(db?: Database): Promise<string> {
  return platformSecret("lead-success-token", db);
}

/** A success token for a lead just stored; `secret` is fetched before the lead is stored, so signing cannot fail after it. */
export function issueSuccessToken(secret: string, siteId: number, leadId: number, now: Date): string {
  return signSuccessToken(secret, { siteId, leadId, expiresAt: now.getTime() + SUCCESS_TOKEN_TTL_MS });
}

/** What the browser reports for a counted lead: the spec's event id, and the category kept on the device. */
interface SuccessConversion {
  eventId: number;
  category: string;
}

export interface SuccessPageData {
  copy: SuccessCopy;
  /** Present only the first time a valid token for a stored lead of this site is shown. */
  conversion: SuccessConversion | null;
}

const GENERIC: SuccessPageData = { copy: GENERAL_SUCCESS_COPY, conversion: null };

/**
 * The success page for the `lead` query parameter: the lead's own wording and its conversion the
 * first time; generic thanks and nothing to report for a reload, a replay, a forged, expired or
 * other site's token, a lead that is not this site's, or no token at all.
 *
 * The claim is per lead (not per token text), and claims are kept an hour while tokens live 30
 * minutes, so one lead is one conversion. A GET that claims is unusual: the page is dynamic and
 * nothing links to it for prefetching; the cost of a lost claim (a crawler fetching the address
 * first) is a missed analytics event, never a counted fake one.
 */
export async function successPageData(
  site: CurrentSite,
  token: unknown,
  now = new Date(),
  db?: Database,
): Promise<SuccessPageData> {
  if (token === undefined) return GENERIC;
  const database = db ?? (await getDb());
  const check = verifySuccessToken({
    secret: await successTokenSecret(database),
    siteId: site.id,
    token,
    now: now.getTime(),
  });
  if (!check.ok) return GENERIC;
  // Scoped to the site as well: the token's site was checked, but data access never trusts one check.
  const [lead] = await database
    .select({ category: leads.category, eventId: leads.eventId })
    .from(leads)
    .where(and(eq(leads.id, check.leadId), eq(leads.siteId, site.id)));
  if (!lead || lead.eventId === null) return GENERIC;
  if (!(await claimOnce(`lead-success:${check.leadId}`, now, database))) return GENERIC;
  const category = successCategory(lead.category);
  return { copy: successCopy(category), conversion: { eventId: lead.eventId, category } };
}
