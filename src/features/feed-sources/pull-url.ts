/** Host names that are this machine: plain http is allowed to them only, and only when a setting says so. */
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Why a pull source's address is refused, or null when it may be fetched: HTTPS always (a dealer's feed may carry
 * prices and a token, never sent in the clear); plain http only to this machine when `allowLoopbackHttp` is on (tests
 * and the quick start); no user name or password in the address (they would be shown back in the console).
 */
export function pullUrlProblem(raw: string, rules: { allowLoopbackHttp: boolean }): string | null {
  if (!raw) return "Give the feed's address (https://…)";
  if (raw.length > 2000) return "The address is too long";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "The address is not a web address (https://…)";
  }
  if (url.username || url.password) return "Put no user name or password in the address";
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && rules.allowLoopbackHttp && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return "The address must start with https://";
}

/** Whether a redirect may be followed: only to the same host, over an address that passes the same rules. */
export function redirectAllowed(from: URL, to: URL, rules: { allowLoopbackHttp: boolean }): boolean {
  return from.host === to.host && pullUrlProblem(to.href, rules) === null;
}

/** An address as the console shows it back: no query string (it may carry the dealer's token). */
export function shownUrl(raw: string | null): string {
  if (!raw) return "";
  try {
    const url = new URL(raw);
    return `${url.origin}${url.pathname}${url.search ? "?…" : ""}`;
  } catch {
    return "";
  }
}
