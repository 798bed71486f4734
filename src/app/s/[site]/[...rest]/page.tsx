import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { contentForSite } from "@/platform/content/content-registry.server";
import { requireSite } from "@/platform/site/current-site.server";
import { contentPageAt } from "@/features/content/content-pages";
import { ContentPageView } from "@/screens/content/ContentPageView";
import { modelRouteAt } from "@/features/models/model-paths";
import { ModelRoute } from "@/screens/models/ModelRoute";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ site: string; rest: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * Paths the dealer's content decides: a content page (its own or its brand's), then a model's page at
 * the site's model path, its override URL or /{model slug}, or its accessories. Anything else is the site's 404.
 */
async function resolve(params: Props["params"]) {
  const site = await requireSite(params);
  // Content and model paths are plain lower-case words: an encoded segment matches none, so none is decoded.
  const path = `/${(await params).rest.join("/")}`;
  const content = contentForSite(site.config);
  const page = contentPageAt(content.pages, path);
  if (page) return { site, page, model: null };
  return { site, page: null, model: modelRouteAt(content.models, path) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page, model } = await resolve(params);
  if (page) return { title: page.title, description: page.description };
  if (model) {
    const name = `${model.model.manufacturer.name} ${model.model.name}`;
    if (model.view === "accessories") return { title: `${name} accessories`, description: model.model.summary };
    // /{model slug} shows the same page as the model's own path, which search engines are pointed to.
    return { title: name, description: model.model.summary, alternates: { canonical: model.model.path } };
  }
  return {};
}

export default async function SitePath({ params, searchParams }: Props) {
  const { site, page, model } = await resolve(params);
  if (page) return <ContentPageView site={site} page={page} query={await searchParams} />;
  if (model) return <ModelRoute site={site} match={model} />;
  notFound();
}
