import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { contentForSite } from "@/platform/content/content-registry.server";
import { requireSite } from "@/platform/site/current-site.server";
import { modelRedirectFor, modelRouteAt } from "@/features/models/model-paths";
import { ModelRoute } from "@/screens/models/ModelRoute";

// What changes with the clock alone (open now, offer windows, a sold car\'s last days) shows within five minutes.
export const revalidate = 300;

/** Cached per site and path on first visit, none at build time (docs/adr/0008). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ site: string; slug: string }> };

/** /models/{...}: a model's page at the site's model path, or a permanent redirect from /models/{slug} to it. */
async function resolve(params: Props["params"]) {
  const site = await requireSite(params);
  const path = `/models/${(await params).slug}`;
  const models = contentForSite(site.config).models;
  return { site, path, models, match: modelRouteAt(models, path) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { match } = await resolve(params);
  if (!match) return {};
  return { title: `${match.model.manufacturer.name} ${match.model.name}`, description: match.model.summary };
}

export default async function ModelPathPage({ params }: Props) {
  const { site, path, models, match } = await resolve(params);
  if (match) return <ModelRoute site={site} match={match} />;
  const canonical = modelRedirectFor(models, path);
  if (canonical) permanentRedirect(canonical);
  notFound();
}
