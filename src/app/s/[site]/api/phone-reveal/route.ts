import { z } from "zod";
import { revealPhone } from "@/features/vehicle/phone-reveals.server";
import { clientKey, jsonError, rowId } from "@/platform/http/json-errors";
import { withSiteJson } from "@/platform/site/with-site.server";

export const dynamic = "force-dynamic";

const body = z.strictObject({
  car_id: rowId,
  dealership_id: rowId,
  website_id: rowId,
});

/** POST /api/phone-reveal { car_id, dealership_id, website_id }: records the reveal, answers { phone }. */
export const POST = withSiteJson(2_000, body, async (request, site, data) => {
  const outcome = await revealPhone(
    site,
    { carId: data.car_id, dealershipId: data.dealership_id, websiteId: data.website_id },
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
});
