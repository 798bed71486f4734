import "server-only";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { confirmPage, donePage, refusedPage } from "./unsubscribe-page";
import { unsubscribeByToken, unsubscribeTargetByToken } from "./unsubscribe.server";

/** A form or one-click body is a few dozen bytes; anything far bigger is not one. */
const MAX_BODY_BYTES = 2_048;

const html = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
    },
  });

/** GET: the confirming page (a mail scanner following the link changes nothing); a bad link is a 400, a gone search 404. */
export async function showUnsubscribe(request: Request, site: CurrentSite): Promise<Response> {
  const token = new URL(request.url).searchParams.get("token");
  const target = await unsubscribeTargetByToken(site.id, token);
  if (!target.ok) return html(refusedPage(site.config.name, target.status), target.status);
  if (!target.email && !target.sms) return html(donePage(site.config.name, target.name));
  return html(
    confirmPage(
      site.config.name,
      target.name,
      `/alerts/unsubscribe?${new URLSearchParams({ token: token! })}`,
      target.subject,
    ),
  );
}

/**
 * POST: unsubscribes at once, whether from the confirming page's button or a mail client's one-click
 * (`List-Unsubscribe=One-Click`, RFC 8058). The token is in the address; a form may carry it in its body instead.
 */
export async function postUnsubscribe(request: Request, site: CurrentSite): Promise<Response> {
  let token: string | null = new URL(request.url).searchParams.get("token");
  if (!token) {
    const text = (await request.text()).slice(0, MAX_BODY_BYTES);
    token = new URLSearchParams(text).get("token");
  }
  const outcome = await unsubscribeByToken(site.id, token);
  if (!outcome.ok) return html(refusedPage(site.config.name, outcome.status), outcome.status);
  return html(donePage(site.config.name, outcome.searchName));
}
