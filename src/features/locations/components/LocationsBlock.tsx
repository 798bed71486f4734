import type { ContentBlock } from "@/platform/content/content-schema";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { filterLocations } from "@/features/locations/location-rules";
import { locationDetails } from "@/features/locations/locations.server";
import { LocationGrid } from "./LocationGrid";
import { LocationsCarousel } from "./LocationsCarousel";

type Block = Extract<ContentBlock, { type: "locations" }>;

/** A content page's locations block: the locations its filter picks, as a grid or the carousel. */
export async function LocationsBlock({ block, site }: { block: Block; site: CurrentSite }) {
  const { config } = site;
  const locations = filterLocations(await locationDetails(site), block.filter);
  if (locations.length === 0) return null;
  const context = { now: new Date(), timeZone: config.timeZone, bySlug: config.features.locationsBySlug };
  const headingId = `locations-${typeof block.filter === "number" ? block.filter : block.filter}`;
  if (block.display === "carousel")
    return (
      <div className="mt-8">
        <LocationsCarousel locations={locations} context={context} heading={block.heading} headingId={headingId} />
      </div>
    );
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="mb-4 text-2xl font-bold">
        {block.heading}
      </h2>
      <LocationGrid locations={locations} context={context} />
    </section>
  );
}
