import { siteIconResponse } from "@/app/s/[site]/site-icon";

/** /favicon.ico: the site's icon (site-icon.ts), which browsers read by its Content-Type, SVG, whatever the name. */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  return siteIconResponse(params);
}
