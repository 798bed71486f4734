import type { Metadata } from "next";
import { contentForSite } from "@/platform/content/content-registry.server";
import { requireSite } from "@/platform/site/current-site.server";
import { readBodyFilter } from "@/features/models/model-list";
import { ModelsList } from "@/features/models/components/ModelsList";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: "New models" };

/** /models, ?body={body} filtering by the manufacturer's body type (an unknown body shows all, with a notice). */
export default async function ModelsPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const filter = readBodyFilter((await searchParams).body);
  return <ModelsList models={contentForSite(site.config).models} filter={filter} />;
}
