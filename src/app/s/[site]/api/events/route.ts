import { z } from "zod";
import { recordClientEvent } from "@/features/leads/client-events.server";
import { clientKey, invalidFields, jsonError, readJson, rowId } from "@/platform/http/json-errors";
import { currentSite } from "@/platform/site/current-site.server";

export const dynamic = "force-dynamic";

const body = z.strictObject({ event_id: z.literal(25), car_id: rowId.nullable().default(null) });

/** POST /api/events { event_id: 25, car_id }: an analytics event seen only by the browser (a tap on a phone number). */
export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await currentSite((await params).site);
  if (!site) return jsonError(404, "not_found", "Unknown site");
  const read = await readJson(request, 1_000);
  if (!read.ok) return read.response;
  const parsed = body.safeParse(read.body);
  if (!parsed.success) return invalidFields(parsed.error);
  const outcome = await recordClientEvent(
    site,
    { eventId: parsed.data.event_id, carId: parsed.data.car_id },
    clientKey(request),
  );
  if (!outcome.ok)
    return jsonError(
      outcome.status,
      outcome.status === 429 ? "rate_limited" : "not_found",
      outcome.message,
      outcome.field ? { [outcome.field]: outcome.message } : undefined,
    );
  return new Response(null, { status: 204 });
}
