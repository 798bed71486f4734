import "server-only";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { donePage, refusedPage } from "./unsubscribe-page";
import {
  UNSUBSCRIBE_CONFIRM_PATH,
  UNSUBSCRIBE_DONE_PATH,
  UNSUBSCRIBE_NOT_VALID_PATH,
  UNSUBSCRIBE_PATH,
  withToken,
} from "./unsubscribe-paths";
import { unsubscribeByToken, unsubscribeTargetByToken } from "./unsubscribe.server";

/** A form or one-click body is a few dozen bytes; anything far bigger is not one. */
const MAX_BODY_BYTES = 2_048;
/** The confirming page's button marks its post, so its answer is the done page rather than a mail client's 200. */
const FROM_PAGE = "page";

const NEVER_STORED = { "cache-control": "no-store", "referrer-policy": "no-referrer" };

const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { "content-type": "text/html; charset=utf-8", ...NEVER_STORED } });

/** See other: the page answers (relative, so it stays on the host the reader used). */
const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, ...NEVER_STORED } });

/**
 * GET: sends the reader to the confirming page (a mail scanner following the link changes nothing), or a bad link to
 * the refusal page, which the front door answers 400; the confirming page answers 404 for a search or car gone since.
 */
export async function showUnsubscribe(request: Request, site: CurrentSite): Promise<Response> {
  const token = new URL(request.url).searchParams.get("token");
  const target = await unsubscribeTargetByToken(site.id, token);
  if (!target.ok && target.status === 400) return seeOther(UNSUBSCRIBE_NOT_VALID_PATH);
  return seeOther(withToken(UNSUBSCRIBE_CONFIRM_PATH, token));
}

/**
 * POST: unsubscribes at once, whether from the confirming page's button or a mail client's one-click
 * (`List-Unsubscribe=One-Click`, RFC 8058: answered 200, no cookies or page needed). The token is in the address; a
 * form may carry it in its body instead. The page's own post is answered with the done page (or the refusal) in the
 * site's layout.
 */
export async function postUnsubscribe(request: Request, site: CurrentSite): Promise<Response> {
  const url = new URL(request.url);
  let token: string | null = url.searchParams.get("token");
  if (!token) {
    const text = (await request.text()).slice(0, MAX_BODY_BYTES);
    token = new URLSearchParams(text).get("token");
  }
  const outcome = await unsubscribeByToken(site.id, token);
  if (url.searchParams.get("from") === FROM_PAGE) {
    if (!outcome.ok)
      return seeOther(outcome.status === 400 ? UNSUBSCRIBE_NOT_VALID_PATH : withToken(UNSUBSCRIBE_CONFIRM_PATH, token));
    return seeOther(withToken(UNSUBSCRIBE_DONE_PATH, token));
  }
  if (!outcome.ok) return html(refusedPage(site.config.name, outcome.status), outcome.status);
  return html(donePage(site.config.name, outcome.searchName));
}

/** The confirming page's button: posts to the link's own address, marked as the page's. */
export const confirmAction = (token: string) => withToken(UNSUBSCRIBE_PATH, token, { from: FROM_PAGE });
