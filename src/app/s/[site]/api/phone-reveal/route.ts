import { z } from "zod";
import { revealPhone } from "@/features/vehicle/phone-reveals.server";
import { clientKey, invalidFields, jsonError, readJson, rowId } from "@/platform/http/json-errors";
import { currentSite } from "@/platform/site/current-site.server";

export const dynamic = "force-dynamic";

const body = z.strictObject({
  car_id: rowId,
  dealership_id: rowId,
  website_id: rowId,
});

/** POST /api/phone-reveal { car_id, dealership_id, website_id }: records the reveal, answers { phone }. */
export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await currentSite((await params).site);
  if (!site) return jsonError(404, "not_found", "Unknown site");
  const read = await readJson(request, 2_000);
  if (!read.ok) return read.response;
  const parsed = body.safeParse(read.body);
  if (!parsed.success) return invalidFields(parsed.error);
  const outcome = await revealPhone(
    site,
    { carId: parsed.data.car_id, dealershipId: parsed.data.dealership_id, websiteId: parsed.data.website_id },
    clientKey(request),
  );
  if (!outcome.ok)
    return jsonError(
      outcome.status,
      outcome.code,
      outcome.message,
      outcome.field ? { [outcome.field]: outcome.message } : undefined,
    );
  return Response.json({ phone: outcome.phone }, { headers: { "Cache-Control": "no-store" } });
}
