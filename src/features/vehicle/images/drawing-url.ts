/**
 * Where a locally drawn vehicle image is served: /media/drawings/{kind}/{rrggbb}/{view}.svg, where kind
 * is a body type, "caravan" or "motorcycle". The URL carries everything the drawing needs, so the
 * image route is stateless and its responses can be cached for good.
 */
export function drawingUrl(kind: string, hex: string, view: string): string {
  return `/media/drawings/${kind}/${hex.replace(/^#/, "").toLowerCase()}/${view}.svg`;
}

/** Whether an image is one of these drawings (a placeholder made from the car's body and colour, not a photo). */
export const isDrawingUrl = (url: string) => url.startsWith("/media/drawings/");
