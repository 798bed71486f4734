import type { SiteModel } from "@/platform/content/site-content";

/** A site model for tests: a Toyota SUV at /models/toyota-{slug}, unless told otherwise. */
export function siteModel(over: Partial<SiteModel> & { slug: string }): SiteModel {
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
    manufacturer: { name: "Toyota", slug: "toyota" },
    path: `/models/toyota-${over.slug}`,
    stockModel: over.name ?? over.slug.toUpperCase(),
    ...over,
  };
}
