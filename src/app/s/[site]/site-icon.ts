import { notFoundResponse, svgResponse, wordmarkSvg } from "@/features/images/svg-response";
import { siteConfig } from "@/platform/site/site-registry.server";

/**
 * The site's icon: its initial in its own colours, square (the wordmark is too wide). One drawing answers every
 * address browsers and the spec ask for it at: /icon.svg (the pages' icon link), /favicon.ico (asked for by browsers
 * and crawlers on their own) and /favicon/*.
 */
export async function siteIconResponse(params: Promise<{ site: string }>): Promise<Response> {
  const config = siteConfig((await params).site);
  if (!config) return notFoundResponse();
  const initial = config.name.trim().charAt(0).toUpperCase() || "F";
  return svgResponse(wordmarkSvg(initial, config.theme.onPrimary, config.theme.primary, 64, 64), false);
}
