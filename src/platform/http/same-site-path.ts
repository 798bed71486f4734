/**
 * A `redirect`, `back` or `from` value that came from a shopper (a query string, a hidden form field) is followed only
 * to a path of the same site. The decision is made the way a browser will make it: the value is resolved with the URL
 * parser against the site's origin, and so is the path we would send back, because a path that survives a check as
 * text can still leave the site once resolved: `/.//evil.example` normalises to `//evil.example`, which a browser
 * reads in a Location header as another host; a backslash is read as a slash; an encoded slash (`/%2F%2Fevil.example`)
 * becomes one wherever the path is decoded again. Anything that could leave the site, or is not a path at all,
 * becomes "/".
 */
const PLACEHOLDER_ORIGIN = "https://same-site.invalid";
const MAX_LENGTH = 2000;

export function sameSitePath(value: unknown, siteOrigin: string = PLACEHOLDER_ORIGIN): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return "/";
  // Only a path: not a URL with a scheme, not a relative path, not a protocol-relative //host.
  if (!value.startsWith("/")) return "/";
  // Control characters are dropped by the URL parser (so `/\t/evil` would become `//evil`) and backslashes read as
  // slashes: neither belongs in a path we hand back.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return "/";
  const origin = originOf(siteOrigin);
  const resolved = resolve(value, origin);
  if (!resolved || resolved.origin !== origin) return "/";
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  if (leavesWhenDecoded(resolved.pathname)) return "/";
  // The path we send must resolve to the very same place when the browser reads it.
  const again = resolve(path, origin);
  if (!again || again.origin !== origin || again.href !== resolved.href) return "/";
  return path;
}

function originOf(siteOrigin: string): string {
  try {
    return new URL(siteOrigin).origin;
  } catch {
    return PLACEHOLDER_ORIGIN;
  }
}

function resolve(path: string, origin: string): URL | null {
  try {
    return new URL(path, origin);
  } catch {
    return null;
  }
}

/** A path whose decoded form starts with two slashes (or a slash and a backslash) is another host to a browser. */
function leavesWhenDecoded(pathname: string): boolean {
  let decoded = pathname;
  // Decoded repeatedly: a doubly encoded slash (%252F) is one more decode away from being a slash.
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return true;
    }
    if (/^[/\\]{2}/.test(next.replace(/[\u0000-\u0020]/g, ""))) return true;
    if (next === decoded) break;
    decoded = next;
  }
  return false;
}

/**
 * A same-site path with query parameters set and, optionally, its fragment replaced: for 'back to where you were,
 * with the outcome' redirects, where the path may already carry a query or a fragment.
 */
export function pathWithQuery(path: string, params: Record<string, string>, hash?: string): string {
  const url = new URL(sameSitePath(path), PLACEHOLDER_ORIGIN);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (hash !== undefined) url.hash = hash;
  return `${url.pathname}${url.search}${url.hash}`;
}
