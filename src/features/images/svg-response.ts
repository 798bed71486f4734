/** SVG responses: cacheable, and locked down so an SVG opened directly can run nothing. */
export function svgResponse(svg: string, immutable = true): Response {
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=300",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export const notFoundResponse = () =>
  Response.json({ error: { code: "not_found", message: "No such image" } }, { status: 404 });

export const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/** A text wordmark (site logos, make badges) drawn from a name and two colours. */
export function wordmarkSvg(
  text: string,
  fill: string,
  background: string | null,
  width: number,
  height: number,
): string {
  // A bold sans letter is about 0.7 of its size wide on average: at 1.35 times the width per letter the name fits
  // its box with a margin (1.6 cut the ends off a long name such as "Tasman Caravans & Motorhomes").
  const size = Math.min(height * 0.5, (width / Math.max(text.length, 1)) * 1.35);
  const bg = background ? `<rect width="${width}" height="${height}" rx="${height / 6}" fill="${background}"/>` : "";
  // Width and height as well as the viewBox: the drawing has a size of its own wherever it is shown (an <img> sized
  // by CSS alone would otherwise fall back to 300x150, or to nothing in a shrinking flex row).
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="t"><title id="t">${escapeXml(text)}</title>${bg}<text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${size.toFixed(1)}" fill="${fill}">${escapeXml(text)}</text></svg>`;
}
