/**
 * The answers to a mail client's one-click unsubscribe (RFC 8058), as plain HTML that names the dealer: done, or the
 * refusal of a bad link. A person reading the link sees the site's own pages instead (screens/alerts).
 */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function page(dealer: string, title: string, body: string): string {
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">`,
    `<title>${escapeHtml(title)} | ${escapeHtml(dealer)}</title></head>`,
    `<body><header><p>${escapeHtml(dealer)}</p></header><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  ].join("");
}

export function donePage(dealer: string, searchName: string | null): string {
  const what = searchName ? ` for &ldquo;${escapeHtml(searchName)}&rdquo;` : "";
  return page(dealer, "You are unsubscribed", `<p>You will get no more alerts from ${escapeHtml(dealer)}${what}.</p>`);
}

export function refusedPage(dealer: string, status: 400 | 404): string {
  return page(
    dealer,
    status === 404 ? "This saved search or car is gone" : "This unsubscribe link is not valid",
    status === 404
      ? `<p>The saved search or car this link was for has been removed, so it sends no alerts.</p>`
      : `<p>The link may have been copied incompletely. Please use the link in your most recent alert from ` +
          `${escapeHtml(dealer)}, or change your alerts in your garage.</p>`,
  );
}
