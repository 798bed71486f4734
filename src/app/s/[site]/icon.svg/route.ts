import { notFoundResponse, svgResponse, wordmarkSvg } from "@/features/vehicle/images/svg-response";
import { siteConfig } from "@/platform/site/site-registry.server";

/** The site's browser-tab icon: its initial in its own colours, square (the wordmark is too wide). */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const config = siteConfig((await params).site);
  if (!config) return notFoundResponse();
  const initial = config.name.trim().charAt(0).toUpperCase() || "F";
  return svgResponse(wordmarkSvg(initial, config.theme.onPrimary, config.theme.primary, 64, 64), false);
}
