import { siteIconResponse } from "@/app/s/[site]/site-icon";

/** The site's browser-tab icon (site-icon.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  return siteIconResponse(params);
}
