import type { PreviewTokenCheck } from "./preview-token";

type Refusal = Extract<PreviewTokenCheck, { ok: false }>["reason"];

const WHY: Record<Refusal, string> = {
  malformed: "This preview link is not complete.",
  bad_signature: "This preview link is not valid: it was not made by the console, or it was changed.",
  wrong_site: "This preview link is for another site.",
  expired: "This preview link has expired.",
};

const escaped = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The page a refused preview link opens: why (never a draft), and what to do, answered 403 (400 for a link cut short).
 * Its own plain document, so it says this whatever the site's pages would render; no script, nothing cached.
 */
export function previewRefusalPage(siteName: string | null, reason: Refusal): Response {
  const home = siteName ? `<p><a href="/">Go to ${escaped(siteName)}</a></p>` : "";
  const body =
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>Preview not available</title></head>` +
    `<body><main><h1>Preview not available</h1><p>${WHY[reason]}</p>` +
    `<p>Open the document in the console again and follow its “Preview the draft” link for a new one.</p>${home}</main></body></html>`;
  return new Response(body, {
    status: reason === "malformed" ? 400 : 403,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
