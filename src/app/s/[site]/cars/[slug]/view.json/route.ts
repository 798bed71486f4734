import { z } from "zod";
import { countView } from "@/features/vehicle/vehicle-views.server";
import { clientKey, invalidFields, jsonError } from "@/platform/http/json-errors";
import { currentSite } from "@/platform/site/current-site.server";

export const dynamic = "force-dynamic";

const query = z.strictObject({
  photos_count: z.coerce.number().int().min(0).max(1000).optional(),
  updated_at: z.iso.datetime({ offset: true }).optional(),
  website_id: z.coerce.number().int().positive().optional(),
});

/** GET /cars/{slug}/view.json?photos_count&updated_at&website_id: counts the view; answers { views, car_fields }. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string; slug: string }> }) {
  const { site: slugOfSite, slug } = await params;
  const site = await currentSite(slugOfSite);
  if (!site) return jsonError(404, "not_found", "Unknown site");
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return invalidFields(parsed.error);
  if (parsed.data.website_id !== undefined && parsed.data.website_id !== site.id)
    return jsonError(404, "not_found", "website_id is not this site", { website_id: "is not this site" });
  const result = await countView(site, slug, clientKey(request));
  if (!result) return jsonError(404, "not_found", "No such car on this site");
  return Response.json(result, { headers: { "Cache-Control": "no-store" } });
}
