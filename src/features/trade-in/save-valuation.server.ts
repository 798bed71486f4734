import "server-only";
import { getDb } from "@/platform/db/db.server";
import { invalidFields, jsonError, readJson } from "@/platform/http/json-errors";
import { currentSite } from "@/platform/site/current-site.server";
import { currentShopper } from "@/features/accounts/index.server";
import { saveValuationBody } from "./save-valuation-body";
import { saveValuation } from "./save-valuation.db";
import { currentFlow } from "./trade-in.server";

const NO_STORE = { "cache-control": "no-store" };

/**
 * POST /api/miscellaneous: the device saves the
 * valuation it was shown. Only this device's own flow can be saved (its cookie), only with the
 * figures the server made (a body cannot write an offer) and only while the offer stands (an expired
 * one is a 410 and writes nothing). A signed-in shopper's saved valuation joins their garage.
 * Answers JSON; errors are 4xx with the field named.
 */
export async function saveValuationResponse(request: Request, siteSlug: string): Promise<Response> {
  const site = await currentSite(siteSlug);
  if (!site || !site.config.features.tradeIn) return jsonError(404, "not_found", "Unknown site");
  const read = await readJson(request, 2_000);
  if (!read.ok) return read.response;
  const parsed = saveValuationBody.safeParse(read.body);
  if (!parsed.success) return invalidFields(parsed.error);
  const flow = await currentFlow(site);
  const shopper = await currentShopper(site);
  const result = await saveValuation(await getDb(), {
    siteId: site.id,
    deviceLeadId: flow?.leadId ?? null,
    valuation: parsed.data.valuation,
    userId: shopper?.userId ?? null,
    now: new Date(),
    timeZone: site.config.timeZone,
  });
  switch (result.kind) {
    case "not_found":
      return jsonError(404, "not_found", "No valuation of that reference on this device", {
        "valuation.reference": "No valuation of that reference on this device",
      });
    case "changed":
      return jsonError(409, "conflict", "The valuation has changed; the saved figures must be the offer shown", {
        "valuation.offer_price": "The valuation has changed",
      });
    case "expired":
      // 410: the offer existed but no longer stands; nothing was written.
      return jsonError(410, "offer_expired", result.message, { "valuation.expires_at": result.message });
  }
  return Response.json({ success: true, saved_at: result.savedAt.toISOString() }, { headers: NO_STORE });
}
