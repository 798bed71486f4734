import type { ContentModel } from "@/platform/content/content-schema";
import type { SiteModel } from "@/platform/content/site-content";

/** A catalogue model for tests: an available SUV named after its slug in capitals, unless told otherwise. */
export function contentModel(over: Partial<ContentModel> & { slug: string }): ContentModel {
  return {
    name: over.slug.toUpperCase(),
    body: "suv",
    categories: ["SUVs & 4WDs"],
    status: "available",
    image: { url: "/x.svg", width: 640, height: 360, alt: "" },
    overrideUrl: null,
    accessoriesCount: 0,
    summary: "s",
    keyFigures: [],
    ...over,
  };
}

/** A site model for tests: a Toyota SUV at /models/toyota-{slug}, unless told otherwise. */
export function siteModel(over: Partial<SiteModel> & { slug: string }): SiteModel {
  return {
    ...contentModel(over),
    manufacturer: { name: "Toyota", slug: "toyota" },
    path: `/models/toyota-${over.slug}`,
    stockModel: over.name ?? over.slug.toUpperCase(),
    ...over,
  };
}
