import { NextResponse, type NextRequest } from "next/server";
import { siteSlugForHost } from "./platform/site/site-registry.server";

/**
 * Host -> site. Every path of a known host is rewritten under /s/{slug}/ so the app's routes see the
 * site as a route segment; an unknown host gets the platform's 404, never another dealer's site.
 * Static build assets are left alone (matcher below).
 */
export function proxy(request: NextRequest) {
  const slug = siteSlugForHost(request.headers.get("host"));
  const url = request.nextUrl.clone();
  url.pathname = slug ? `/s/${slug}${request.nextUrl.pathname}` : "/unknown-host";
  const response = NextResponse.rewrite(url);
  if (!slug) response.headers.set("x-forecourt-site", "none");
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
