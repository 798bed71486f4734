/**
 * Where the unsubscribe link's pages live. The link itself (`/alerts/unsubscribe?token=…`, the address every message
 * and List-Unsubscribe carries) is a route: POST stops the alerts at once (a mail client's one-click, RFC 8058), GET
 * sends the reader to the confirming page, a page in the site's layout (Next serves a route and a page at different
 * paths only).
 */
export const UNSUBSCRIBE_PATH = "/alerts/unsubscribe";
export const UNSUBSCRIBE_CONFIRM_PATH = "/alerts/unsubscribe/confirm";
export const UNSUBSCRIBE_DONE_PATH = "/alerts/unsubscribe/done";
/** Answered 400 by the front door (REFUSED_LINK_PATHS): the link failed its check. */
export const UNSUBSCRIBE_NOT_VALID_PATH = "/alerts/unsubscribe/not-valid";

/** A page's address with the link's token (when it has one). */
export const withToken = (path: string, token: string | null | undefined, extra: Record<string, string> = {}) => {
  const query = new URLSearchParams({ ...(token ? { token } : {}), ...extra }).toString();
  return query ? `${path}?${query}` : path;
};
