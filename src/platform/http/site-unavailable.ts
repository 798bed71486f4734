import { isApiPath } from "./request-rules";

/**
 * What a refused site's host answers (its files are invalid; the server's log says why): 503 Service
 * Unavailable, never cached, with a retry hint. The page names no file or reason: those are for the
 * dealer's log, not for shoppers. API paths answer the platform's JSON error shape.
 */
export const SITE_UNAVAILABLE_STATUS = 503;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Site unavailable</title>
</head>
<body>
<main>
<h1>This site is not available right now</h1>
<p>Please try again later.</p>
</main>
</body>
</html>
`;

export function siteUnavailable(pathname: string): { headers: Record<string, string>; body: string } {
  const headers = { "Cache-Control": "no-store", "Retry-After": "300" };
  return isApiPath(pathname)
    ? {
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify({ error: { code: "site_unavailable", message: "This site is not available right now." } }),
      }
    : { headers: { ...headers, "Content-Type": "text/html; charset=utf-8" }, body: PAGE };
}
