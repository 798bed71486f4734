import { vehiclePdf } from "@/features/vehicle/vehicle-pdf";
import { vehicleBySlug } from "@/features/vehicle/vehicles.server";
import { vehicleView } from "@/features/vehicle/vehicle-view-model";
import { jsonError } from "@/platform/http/json-errors";
import { currentSite } from "@/platform/site/current-site.server";
import { siteOrigin } from "@/platform/site/site-origin";

export const dynamic = "force-dynamic";

/** GET /cars/{slug}/pdf: the vehicle summary as a PDF made on the server, downloaded as {slug}.pdf. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string; slug: string }> }) {
  const { site: siteSlug, slug } = await params;
  const site = await currentSite(siteSlug);
  if (!site) return jsonError(404, "not_found", "Unknown site");
  const found = await vehicleBySlug(site, slug);
  if (!found) return jsonError(404, "not_found", "No such car on this site");
  const view = vehicleView(found, site.config, siteOrigin(site.config, new URL(request.url).origin));
  const bytes = await vehiclePdf({
    title: view.title,
    ...view.price,
    facts: view.facts,
    features: view.features,
    comments: view.comments,
    dealer: { name: view.dealerName, address: view.address, phone: view.phone },
    url: view.url,
  });
  const { car } = view;
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${car.slug}.pdf"`,
      "Cache-Control": "private, max-age=60",
    },
  });
}
