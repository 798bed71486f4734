import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ComparisonView } from "@/features/compare/components/ComparisonView";
import { loadComparison } from "@/features/compare/compare.server";
import { requireSite } from "@/platform/site/current-site.server";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ cars?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { config } = await requireSite(params);
  // Where compare is off this is the site's 404, titled like any unknown path. A comparison is the shopper's own
  // choice of cars: shareable, but nothing for a search engine to list.
  return config.features.compare ? { title: "Compare cars", robots: { index: false } } : {};
}

/** /compare?cars=slug-a,slug-b[,…]: the cars side by side, rendered from the URL alone (sites with compare on). */
export default async function ComparePage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  if (!site.config.features.compare) notFound();
  const comparison = await loadComparison(site, (await searchParams).cars);
  return <ComparisonView comparison={comparison} config={site.config} />;
}
