import { z } from "zod";
import { recordClientEvent } from "@/features/leads/client-events.server";
import { clientKey, jsonError, rowId } from "@/platform/http/json-errors";
import { withSiteJson } from "@/platform/site/with-site.server";

export const dynamic = "force-dynamic";

const body = z.discriminatedUnion("event_id", [
  z.strictObject({ event_id: z.literal(25), car_id: rowId.nullable().default(null) }),
  z.strictObject({
    event_id: z.literal(49),
    path: z.string().startsWith("/", { error: "must be a path on this site" }).max(1_000),
    results: z.number().int().min(0).max(10_000_000),
  }),
]);

/**
 * POST /api/events: an analytics event seen only by the browser: { event_id: 25, car_id } (a tap on a phone number)
 * or { event_id: 49, path, results } (a search results page shown, and how many cars it found).
 */
export const POST = withSiteJson(2_000, body, async (request, site, data) => {
  const event =
    data.event_id === 25
      ? ({ eventId: 25, carId: data.car_id } as const)
      : ({ eventId: 49, path: data.path, results: data.results } as const);
  const outcome = await recordClientEvent(site, event, clientKey(request));
  if (!outcome.ok)
    return jsonError(
      outcome.status,
      outcome.status === 429 ? "rate_limited" : "not_found",
      outcome.message,
      outcome.field ? { [outcome.field]: outcome.message } : undefined,
    );
  return new Response(null, { status: 204 });
});
