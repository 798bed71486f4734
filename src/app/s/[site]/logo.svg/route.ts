import { notFoundResponse, svgResponse, wordmarkSvg } from "@/features/images/svg-response";
import { siteConfig } from "@/platform/site/site-registry.server";

/** The site's wordmark in its own header colours (sites without logo artwork use this). */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const config = siteConfig((await params).site);
  if (!config) return notFoundResponse();
  const { logo, theme, name } = config;
  return svgResponse(wordmarkSvg(name, theme.headerText, null, logo.width, logo.height), false);
}
