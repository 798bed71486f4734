import { z } from "zod";
import { recordClientEvent } from "@/features/leads/client-events.server";
import { clientKey, jsonError, rowId } from "@/platform/http/json-errors";
import { withSiteJson } from "@/platform/site/with-site.server";

export const dynamic = "force-dynamic";

const body = z.strictObject({ event_id: z.literal(25), car_id: rowId.nullable().default(null) });

/** POST /api/events { event_id: 25, car_id }: an analytics event seen only by the browser (a tap on a phone number). */
export const POST = withSiteJson(1_000, body, async (request, site, data) => {
  const outcome = await recordClientEvent(site, { eventId: data.event_id, carId: data.car_id }, clientKey(request));
  if (!outcome.ok)
    return jsonError(
      outcome.status,
      outcome.status === 429 ? "rate_limited" : "not_found",
      outcome.message,
      outcome.field ? { [outcome.field]: outcome.message } : undefined,
    );
  return new Response(null, { status: 204 });
});
