import { notFound } from "next/navigation";
import { deskPlace, deskTimeZone } from "@/features/lead-desk";
import { leadCsvResponse } from "@/features/lead-desk/index.server";
import { requireStaff } from "@/features/staff/index.server";
import { siteConfig } from "@/platform/site/site-registry.server";

export const dynamic = "force-dynamic";

/** The lead list, as filtered by the same URL, as a CSV download. */
export async function GET(request: Request) {
  const place = deskPlace(await requireStaff());
  if (!place) notFound();
  const timeZone = deskTimeZone(place.sites.map((site) => siteConfig(site.slug)?.timeZone));
  const query = Object.fromEntries(
    [...new URL(request.url).searchParams.keys()].map((key) => {
      const values = new URL(request.url).searchParams.getAll(key);
      return [key, values.length > 1 ? values : values[0]];
    }),
  );
  return leadCsvResponse(place, query, timeZone);
}
