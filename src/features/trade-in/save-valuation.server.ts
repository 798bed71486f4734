import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/platform/db/db.server";
import { leads, tradeInFlows } from "@/platform/db/schema";
import { invalidFields, jsonError, readJson } from "@/platform/http/json-errors";
import { currentSite } from "@/platform/site/current-site.server";
import { currentShopper } from "@/features/accounts/shopper-session.server";
import { saveValuationBody } from "./save-valuation-body";
import { currentFlow } from "./trade-in.server";

const NO_STORE = { "cache-control": "no-store" };

/**
 * POST /api/miscellaneous (search-watchlist-detail.md §7 'Save valuation'): the device saves the
 * valuation it was shown. Only this device's own flow can be saved (its cookie), and only with the
 * figures the server made: a body cannot write an offer. A signed-in shopper's saved valuation joins
 * their garage. Answers JSON; errors are 4xx with the field named.
 */
export async function saveValuationResponse(request: Request, siteSlug: string): Promise<Response> {
  const site = await currentSite(siteSlug);
  if (!site || !site.config.features.tradeIn) return jsonError(404, "not_found", "Unknown site");
  const read = await readJson(request, 2_000);
  if (!read.ok) return read.response;
  const parsed = saveValuationBody.safeParse(read.body);
  if (!parsed.success) return invalidFields(parsed.error);
  const { valuation } = parsed.data;
  const flow = await currentFlow(site);
  if (!flow || flow.leadId !== valuation.reference)
    return jsonError(404, "not_found", "No valuation of that reference on this device", {
      "valuation.reference": "No valuation of that reference on this device",
    });
  if (!flow.offer || flow.offer.price !== valuation.offer_price || flow.offer.expiresAt !== valuation.expires_at)
    return jsonError(409, "conflict", "The valuation has changed; the saved figures must be the offer shown", {
      "valuation.offer_price": "The valuation has changed",
    });
  const db = await getDb();
  const now = new Date();
  await db.update(tradeInFlows).set({ savedAt: now }).where(eq(tradeInFlows.leadId, flow.leadId));
  const shopper = await currentShopper(site);
  if (shopper)
    await db
      .update(leads)
      .set({ userId: shopper.userId })
      .where(and(eq(leads.id, flow.leadId), isNull(leads.userId)));
  return Response.json({ success: true, saved_at: now.toISOString() }, { headers: NO_STORE });
}
