import { BODY_LABELS, BODY_TYPES, type BodyType } from "@/domain/vehicle-kinds";
import { DRAWING_VIEWS, type DrawingRequest, type DrawingView } from "./vehicle-drawing";

/**
 * Where a locally drawn vehicle image is served: /media/drawings/{kind}/{rrggbb}/{view}.svg, where kind
 * is a body type, "caravan" or "motorcycle". The URL carries everything the drawing needs, so the
 * image route is stateless and its responses can be cached for good.
 */
export function drawingUrl(kind: string, hex: string, view: string): string {
  return `/media/drawings/${kind}/${hex.replace(/^#/, "").toLowerCase()}/${view}.svg`;
}

/** Paint for drawings, by colour family (a Map: a car's colour is any text a feed sends); grey when unknown. */
const FAMILY_HEX: ReadonlyMap<string, string> = new Map(
  Object.entries({
    white: "#f2f2ee",
    black: "#1b1b1d",
    silver: "#c0c3c7",
    grey: "#6b6e73",
    gray: "#6b6e73",
    blue: "#1f4e9c",
    red: "#b3172b",
    green: "#2f6b3a",
    orange: "#d9661f",
    yellow: "#e8c21a",
    brown: "#6b4a2f",
    gold: "#b8923a",
    beige: "#d8c7a3",
    purple: "#5b3a7a",
  }),
);

/** What a car without a usable photo is drawn as: its body (a sedan when unknown), caravan or motorcycle, in its colour. */
export interface DrawnCar {
  itemType: string;
  body: string | null;
  colour: string | null;
}

function drawingParts(car: DrawnCar): { kind: string; hex: string } {
  const kind = car.itemType === "car" ? (car.body ?? "sedan") : car.itemType;
  return { kind, hex: FAMILY_HEX.get((car.colour ?? "").toLowerCase()) ?? "#9ca3af" };
}

/** The drawing that stands for a car's photos: when a feed sends none, or a photo it sends cannot be fetched. */
export function vehicleDrawingUrl(car: DrawnCar, view: DrawingView): string {
  const { kind, hex } = drawingParts(car);
  return drawingUrl(kind, hex, view);
}

export function drawingKey(car: DrawnCar, view: DrawingView): string {
  const { kind, hex } = drawingParts(car);
  return `${kind}-${hex.slice(1)}-${view}`;
}

/**
 * The demo stock's photos: the same drawing rendered to a large JPEG (/media/photos/{kind}/{rrggbb}/{view}.jpg),
 * so the demo's pictures reach the image pipeline as a stock feed's would, as big raster photos.
 */
export function demoPhotoUrl(kind: string, hex: string, view: string): string {
  return drawingUrl(kind, hex, view)
    .replace(/^\/media\/drawings\//, "/media/photos/")
    .replace(/\.svg$/, ".jpg");
}

/** Whether an image is a drawing the platform made because the car's feed sent no photo (demo photos are photos). */
export const isDrawnPicture = (url: string) => url.startsWith("/media/drawings/");

/** Whether an image is a drawing or a demo photo of one (a placeholder made from the car's body and colour, not a photo). */
export const isDrawingUrl = (url: string) => url.startsWith("/media/drawings/") || url.startsWith("/media/photos/");

/** What to draw for a drawing's or demo photo's path segments; null for anything that is not one. */
export function drawingRequest(kind: string, hex: string, view: string): DrawingRequest | null {
  if (!(DRAWING_VIEWS as readonly string[]).includes(view) || !/^[0-9a-f]{6}$/.test(hex)) return null;
  const itemType = kind === "caravan" || kind === "motorcycle" ? kind : "car";
  const body = itemType === "car" && (BODY_TYPES as readonly string[]).includes(kind) ? (kind as BodyType) : null;
  if (itemType === "car" && !body) return null;
  const title = `${body ? BODY_LABELS[body] : kind === "caravan" ? "Caravan" : "Motorcycle"}, ${view} view`;
  return { body, itemType, hex: `#${hex}`, view: view as DrawingView, title };
}

/** The drawing behind a path on the site (/media/drawings/…svg or /media/photos/…jpg), with which of the two it is. */
export function drawingPath(path: string): { kind: "svg" | "photo"; drawing: DrawingRequest } | null {
  const m = /^\/media\/(drawings|photos)\/([A-Za-z0-9]{1,20})\/([0-9a-f]{6})\/([a-z]{1,12})\.(svg|jpg)$/.exec(path);
  if (!m || (m[1] === "drawings") !== (m[5] === "svg")) return null;
  const drawing = drawingRequest(m[2]!, m[3]!, m[4]!);
  return drawing ? { kind: m[1] === "drawings" ? "svg" : "photo", drawing } : null;
}
