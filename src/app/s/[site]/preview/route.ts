import { cookies, draftMode } from "next/headers";
import { HTTPS_HEADER } from "@/platform/http/request-rules";
import { checkPreviewToken, PREVIEW_COOKIE } from "@/platform/site/site-preview.server";
import { siteConfig } from "@/platform/site/site-registry.server";
import { previewRefusalPage } from "@/platform/site/preview-refusal";

export const dynamic = "force-dynamic";

/**
 * /preview?token=… on a site's host, the console's "Preview the draft" link: a valid token for this site turns the
 * preview of its drafts on for this browser (Next's draft mode and the token in an httpOnly cookie, both for this host
 * only) and opens the home page. Any other token (forged, changed, expired, another site's) is refused with a page
 * saying so, and ends any preview this browser had: it never shows a draft.
 */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const slug = (await params).site;
  const config = siteConfig(slug);
  const token = new URL(request.url).searchParams.get("token");
  const check = config ? await checkPreviewToken(slug, token) : null;
  const preview = await draftMode();
  const jar = await cookies();
  if (!config || !check?.ok) {
    preview.disable();
    jar.delete(PREVIEW_COOKIE);
    return previewRefusalPage(config?.name ?? null, check && !check.ok ? check.reason : "malformed");
  }
  preview.enable();
  jar.set(PREVIEW_COOKIE, token!, {
    httpOnly: true,
    sameSite: "lax",
    secure: request.headers.get(HTTPS_HEADER) === "1",
    path: "/",
    expires: new Date(check.expiresAt),
  });
  return new Response(null, { status: 303, headers: { Location: "/", "Cache-Control": "no-store" } });
}
