import { vehicleFacts } from "@/features/vehicle/vehicle-facts";
import { priceLine, vehicleTitle } from "@/features/vehicle/vehicle-display";
import { vehiclePdf } from "@/features/vehicle/vehicle-pdf";
import { vehicleBySlug } from "@/features/vehicle/vehicles.server";
import { callNumber } from "@/features/vehicle/call-number";
import { jsonError } from "@/platform/http/json-errors";
import { currentSite } from "@/platform/site/current-site.server";
import { siteOrigin } from "@/platform/site/site-origin";
import { formatAddress } from "@/features/locations/address";
import { COMMENTS_PENDING } from "@/features/vehicle/detail-rules";

export const dynamic = "force-dynamic";

/** GET /cars/{slug}/pdf: the vehicle summary as a PDF made on the server, downloaded as {slug}.pdf. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string; slug: string }> }) {
  const { site: siteSlug, slug } = await params;
  const site = await currentSite(siteSlug);
  if (!site) return jsonError(404, "not_found", "Unknown site");
  const found = await vehicleBySlug(site, slug);
  if (!found) return jsonError(404, "not_found", "No such car on this site");
  const { vehicle: car, location } = found;
  const { config } = site;
  const address = location ? formatAddress(location) : null;
  const bytes = await vehiclePdf({
    title: vehicleTitle(car),
    ...priceLine(car, config.stock.noPriceText),
    facts: vehicleFacts(car, {
      showComplianceDate: config.features.showComplianceDate,
      showInteriorColour: config.features.showInteriorColour,
      address,
    }),
    features: car.standardEquipment,
    comments: car.dealerComments || COMMENTS_PENDING,
    dealer: {
      name: location?.name ?? found.dealershipName,
      address,
      phone: callNumber(config.phones, car.carType, location?.phone ?? null),
    },
    url: `${siteOrigin(config, new URL(request.url).origin)}/cars/${car.slug}`,
  });
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${car.slug}.pdf"`,
      "Cache-Control": "private, max-age=60",
    },
  });
}
