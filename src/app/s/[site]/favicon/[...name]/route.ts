import { notFoundResponse } from "@/features/images/svg-response";
import { siteIconResponse } from "@/app/s/[site]/site-icon";

/** An icon file name as icon links spell them: favicon-32x32.png, apple-touch-icon.png, site.webmanifest is not one. */
const ICON_NAME = /^[a-z0-9][a-z0-9._-]{0,60}\.(ico|png|svg)$/i;

/**
 * /favicon/*: every icon file a page or device asks for there is the
 * site's icon (site-icon.ts); any other path under it is the 404 an unknown image gets.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string; name: string[] }> }) {
  const { name } = await params;
  if (name.length !== 1 || !ICON_NAME.test(name[0]!)) return notFoundResponse();
  return siteIconResponse(params);
}
