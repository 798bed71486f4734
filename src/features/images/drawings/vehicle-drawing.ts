/**
 * Vehicle images drawn locally as SVG. The platform has no photos and no network,
 * so every vehicle gets simple drawings in its own paint colour. Pure and
 * deterministic: the same request always yields the same string, which lets the
 * result be cached by URL.
 */
import { BODY_TYPES, ITEM_TYPES, type BodyType, type ItemType } from "@/domain/vehicle-kinds";
import { CARAVAN, FRONTS, GROUND, MOTORCYCLE, SIDES, rr, type Front, type Side, type Wheel } from "./silhouettes";

/** A vehicle's views, and "banner": its side view in a 1920x540 scene for the home page's promotions slider. */
export const DRAWING_VIEWS = ["side", "front", "rear", "interior", "detail", "banner"] as const;
export type DrawingView = (typeof DRAWING_VIEWS)[number];

export interface DrawingRequest {
  body: BodyType | null; // null for motorcycles and caravans
  itemType: ItemType;
  hex: string; // paint colour, "#rrggbb"
  view: DrawingView;
  title: string; // accessible name, e.g. "2021 Toyota RAV4 GXL, side view"
}

const GLASS = "#8fa3b5";
const TYRE = "#2a2d31";
const RIM = "#c9ced4";
const HOLE = "#5b6168";
const HUB = "#8d949c";
const TRIM = "#2c2f34";
const PANEL = "#eef0f2";
const PANEL_EDGE = "#b9c0c8";
const ARCH = "#0f1113";
const HEAD = "#fff4cf";
const TAIL = "#c0392b";

/** Each view gets its own backdrop so a gallery of them does not read as one picture repeated. */
const BACKDROPS: Record<DrawingView, [string, string]> = {
  side: ["#f6f7f9", "#dde2e8"],
  front: ["#f7f6f3", "#e2ded7"],
  rear: ["#eef2f7", "#cdd6e0"],
  interior: ["#e9ebee", "#c9ced5"],
  detail: ["#f3f4f6", "#d6dbe1"],
  banner: ["#e8edf3", "#b8c4d1"],
};

/** True when the string is a #rrggbb colour; drawVehicleSvg throws a clear Error on anything else (it is fed from URLs). */
export function isHexColour(value: string): boolean {
  return typeof value === "string" && /^#[0-9a-fA-F]{6}$/.test(value);
}

interface Colours {
  paint: string;
  shade: string;
}

function coloursFor(hex: string): Colours {
  const paint = hex.toLowerCase();
  const ch = [1, 3, 5].map((i) => parseInt(paint.slice(i, i + 2), 16));
  const luma = (0.2126 * ch[0]! + 0.7152 * ch[1]! + 0.0722 * ch[2]!) / 255;
  // A darker shade of near-black paint would be invisible, so those cars get a lighter one.
  const [target, k] = luma < 0.12 ? [255, 0.3] : [0, 0.35];
  const shade =
    "#" +
    ch
      .map((c) =>
        Math.round(c + (target - c) * k)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("");
  return { paint, shade };
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** One decimal keeps computed coordinates short and the output byte-stable. */
const n = (v: number): number => Math.round(v * 10) / 10;

function path(d: string | undefined, attrs: string): string {
  return d ? `<path d="${d}" ${attrs}/>` : "";
}

const STRUT = `fill="none" stroke="${TRIM}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"`;
const SHINE = `stroke="#fff" stroke-opacity=".35" stroke-width="3"`;
const PANEL_FILL = `fill="${PANEL}" stroke="${PANEL_EDGE}" stroke-width="2"`;

function wheel(x: number, cy: number, r: number, rim = 0.62): string {
  const rimR = n(r * rim);
  const at = `cx="${x}" cy="${cy}"`;
  // A dashed ring over the rim reads as spokes without drawing each one.
  return (
    `<circle ${at} r="${r}" fill="${TYRE}"/><circle ${at} r="${rimR}" fill="${RIM}"/>` +
    `<circle ${at} r="${n(rimR * 0.62)}" fill="none" stroke="${HOLE}" stroke-width="${n(rimR * 0.5)}" pathLength="50" stroke-dasharray="7 3"/>` +
    `<circle ${at} r="${n(r * 0.16)}" fill="${HUB}"/>`
  );
}

/** The part of a circle around the wheel that lies above the body's underside. */
function archPath(x: number, cy: number, r: number, bottom: number): string {
  const dy = bottom - cy;
  const dx = n(Math.sqrt(r * r - dy * dy));
  return `M${n(x - dx)},${bottom}A${r},${r} 0 ${dy > 0 ? 1 : 0} 1 ${n(x + dx)},${bottom}Z`;
}

function sideScene(s: Side, c: Colours): string {
  const wheels = s.wheels.map((w: Wheel) => wheel(w.x, GROUND - w.r, w.r, w.rim)).join("");
  const arches = s.wheels
    .filter((w) => w.arch)
    .map((w) => archPath(w.x, GROUND - w.r, w.r + 6, s.bottom))
    .join("");
  return [
    path(s.panel, PANEL_FILL),
    s.wheelsBehind ? wheels : "",
    path(s.struts, STRUT),
    // A stroke in the paint colour rounds every corner of the outline for free.
    path(s.paint, `fill="${c.paint}" stroke="${c.paint}" stroke-width="6" stroke-linejoin="round"`),
    path(s.shade, `fill="${c.shade}"`),
    path(s.trim, `fill="${TRIM}"`),
    path(s.glass, `fill="${GLASS}"`),
    path(s.lines, `fill="none" stroke="${c.shade}" stroke-width="2"`),
    path(s.shine, SHINE),
    path(s.head, `fill="${HEAD}"`),
    path(s.tail, `fill="${TAIL}"`),
    path(arches, `fill="${ARCH}"`),
    s.wheelsBehind ? "" : wheels,
  ].join("");
}

function carFront(f: Front, c: Colours): string {
  const l = 320 - f.w;
  const r = 320 + f.w;
  const open = f.cab === "open";
  const cabin = `M${l + 18},${f.belt}L${320 - f.rw},${f.roof}H${320 + f.rw}L${r - 18},${f.belt}Z`;
  const screen = `M${l + 32},${f.belt - 4}L${320 - f.rw + 10},${f.roof + 10}H${320 + f.rw - 10}L${r - 32},${f.belt - 4}Z`;
  const lamp = Math.round(f.w * 0.3);
  const grille = Math.round(f.w * 0.42);
  return [
    f.box ? path(rr(l - 12, f.box, 2 * f.w + 24, f.belt + 40 - f.box, 8), PANEL_FILL) : "",
    path(
      rr(l + 14, f.bottom - 22, 40, GROUND - f.bottom + 22, 8) +
        rr(r - 54, f.bottom - 22, 40, GROUND - f.bottom + 22, 8),
      `fill="${TYRE}"`,
    ),
    path(
      `M${l},${f.bottom}V${f.belt + 14}Q${l},${f.belt} ${l + 14},${f.belt}H${r - 14}Q${r},${f.belt} ${r},${f.belt + 14}V${f.bottom}Z` +
        rr(l - 22, f.belt - 30, 24, 16, 5) +
        rr(r - 2, f.belt - 30, 24, 16, 5) +
        (f.cab === "paint" ? cabin : ""),
      `fill="${c.paint}" stroke="${c.paint}" stroke-width="6" stroke-linejoin="round"`,
    ),
    f.cab === "fabric" ? path(cabin, `fill="${TRIM}"`) : "",
    path(screen, `fill="${GLASS}"`),
    // Roof down: the headrests show through the screen.
    open ? path(rr(250, f.belt - 40, 44, 34, 10) + rr(346, f.belt - 40, 44, 34, 10), `fill="${TRIM}"`) : "",
    path(`M${l},${f.bottom - 18}H${r}V${f.bottom}H${l}Z`, `fill="${c.shade}"`),
    path(rr(320 - grille, f.belt + 22, 2 * grille, 30, 10), `fill="${TRIM}"`),
    path(rr(l + 14, f.belt + 18, lamp, 16, 6) + rr(r - 14 - lamp, f.belt + 18, lamp, 16, 6), `fill="${HEAD}"`),
    path(rr(286, f.bottom - 36, 68, 14, 3), PANEL_FILL),
    path(`M${l + 16},${f.belt + 8}H${r - 16}`, SHINE),
  ].join("");
}

function motorcycleFront(c: Colours): string {
  return [
    path(rr(306, 232, 28, 120, 12), `fill="${TYRE}"`),
    path("M300,250L306,150M340,250L334,150M246,140Q320,160 394,140M262,140L250,112M378,140L390,112", STRUT),
    path(rr(226, 96, 40, 18, 8) + rr(374, 96, 40, 18, 8), `fill="${TRIM}"`),
    path("M292,150L304,108H336L348,150Z", `fill="${GLASS}"`),
    path("M278,196Q320,124 362,196Q320,216 278,196Z" + rr(302, 224, 36, 20, 8), `fill="${c.paint}"`),
    `<circle cx="320" cy="180" r="16" fill="${HEAD}"/>`,
    path("M282,200Q320,212 358,200", `fill="none" stroke="${c.shade}" stroke-width="3"`),
  ].join("");
}

function caravanFront(c: Colours): string {
  return [
    path(rr(160, 298, 34, 54, 8) + rr(446, 298, 34, 54, 8), `fill="${TYRE}"`),
    path(rr(150, 110, 340, 194, 16), PANEL_FILL),
    path("M150,250H490V304H150Z", `fill="${c.paint}"`),
    path("M150,292H490V304H150Z", `fill="${c.shade}"`),
    path(rr(210, 138, 220, 62, 10), `fill="${GLASS}"`),
    path("M200,304L320,344M440,304L320,344M320,344V338", STRUT),
    path(rr(282, 262, 32, 42, 8) + rr(326, 262, 32, 42, 8) + rr(312, 336, 16, 12, 3), `fill="${TRIM}"`),
    path(rr(160, 262, 14, 10, 3) + rr(466, 262, 14, 10, 3), `fill="${HEAD}"`),
  ].join("");
}

function interior(item: ItemType, c: Colours): string {
  if (item === "motorcycle") {
    // A rider's view over the tank: the bike's cockpit.
    return [
      path(
        "M80,250Q200,228 270,240M560,250Q440,228 370,240M120,240L96,150M520,240L544,150",
        `fill="none" stroke="${TRIM}" stroke-width="12" stroke-linecap="round"`,
      ),
      path(
        rr(56, 118, 80, 40, 18) +
          rr(504, 118, 80, 40, 18) +
          rr(250, 228, 140, 28, 10) +
          rr(50, 236, 64, 26, 10) +
          rr(526, 236, 64, 26, 10),
        `fill="${TRIM}"`,
      ),
      `<circle cx="286" cy="196" r="34" fill="#15171a" stroke="${RIM}" stroke-width="4"/><circle cx="354" cy="196" r="34" fill="#15171a" stroke="${RIM}" stroke-width="4"/>`,
      path("M286,196L304,178M354,196L336,180", `stroke="${c.paint}" stroke-width="4" stroke-linecap="round"`),
      path("M190,427Q206,298 320,288Q434,298 450,427Z", `fill="${c.paint}"`),
      path("M320,296V427", `stroke="${c.shade}" stroke-width="4"`),
      `<circle cx="320" cy="344" r="18" fill="${RIM}" stroke="${HUB}" stroke-width="3"/>`,
    ].join("");
  }
  if (item === "caravan") {
    // Living space: the lounge is upholstered in the van's colour.
    return [
      path(rr(40, 40, 140, 112, 6) + rr(460, 40, 140, 112, 6) + rr(200, 260, 240, 18, 6), PANEL_FILL),
      path("M110,44V148M530,44V148", `stroke="${PANEL_EDGE}" stroke-width="2"`),
      path(rr(206, 62, 228, 124, 14), `fill="${GLASS}" stroke="${PANEL}" stroke-width="8"`),
      path("M0,360H640V427H0Z", `fill="#cbbfae"`),
      path("M60,300Q60,236 112,236H528Q580,236 580,300V364H60Z", `fill="${c.paint}"`),
      path("M60,312H580M240,240V310M400,240V310", `fill="none" stroke="${c.shade}" stroke-width="3"`),
      path(rr(304, 278, 32, 92, 4), `fill="${TRIM}"`),
    ].join("");
  }
  return [
    path("M30,30H610L560,196H80Z", `fill="${GLASS}" fill-opacity=".6"`),
    path("M0,0H640V30H0ZM0,0H44L96,210H0ZM640,0H596L544,210H640Z", `fill="${TRIM}"`),
    path("M0,212Q320,160 640,212V427H0Z", `fill="#33363b"`),
    path("M0,240Q320,190 640,240V252Q320,202 0,252Z", `fill="${c.paint}"`),
    path(rr(150, 190, 150, 54, 14), `fill="#15171a"`),
    `<circle cx="192" cy="217" r="18" fill="none" stroke="${RIM}" stroke-width="3"/><circle cx="258" cy="217" r="18" fill="none" stroke="${RIM}" stroke-width="3"/>`,
    path("M192,217L202,206M258,217L268,206", `stroke="${c.paint}" stroke-width="3" stroke-linecap="round"`),
    path(rr(372, 204, 104, 62, 8), `fill="#1f2a36" stroke="${HUB}" stroke-width="2"`),
    path("M384,222H464M384,236H440M384,250H452", `stroke="${GLASS}" stroke-width="4"`),
    path("M360,300L336,427H480L456,300Z" + rr(500, 222, 60, 16, 5), `fill="${TRIM}"`),
    `<circle cx="408" cy="350" r="14" fill="#1b1d20"/>`,
    path("M470,427V356Q474,318 516,316H586Q628,318 632,356V427Z", `fill="#2b2e33"`),
    path("M530,330H572V427H530Z", `fill="${c.paint}"`),
    path("M133,318H317M225,318V414", `stroke="#1b1d20" stroke-width="18"`),
    `<circle cx="225" cy="318" r="96" fill="none" stroke="#1b1d20" stroke-width="22"/>`,
    `<circle cx="225" cy="318" r="30" fill="#26292d"/><circle cx="225" cy="318" r="9" fill="${c.paint}"/>`,
  ].join("");
}

/** A close-up of a wheel with a badge on the panel (or the tank, for motorcycles). */
function detail(item: ItemType, c: Colours): string {
  const ground = 420;
  const r = 150;
  const cy = ground - r;
  const badge =
    path(rr(448, 150, 150, 48, 24), `fill="#dfe3e8" stroke="#8a9099" stroke-width="3"`) +
    `<ellipse cx="523" cy="174" rx="40" ry="13" fill="none" stroke="#8a9099" stroke-width="4"/>` +
    path("M503,174L523,164L543,174", `fill="none" stroke="#8a9099" stroke-width="4"`);
  if (item === "motorcycle") {
    return [
      path("M250,270L330,40", STRUT),
      wheel(250, cy, r, 0.8),
      `<circle cx="250" cy="${cy}" r="66" fill="none" stroke="${HUB}" stroke-width="12" pathLength="60" stroke-dasharray="4 2"/>`,
      path("M80,250Q250,60 420,250L402,258Q250,92 98,258Z", `fill="${c.paint}"`),
      path("M420,40Q600,20 640,60V250Q560,262 430,230Z", `fill="${c.paint}"`),
      path("M436,214Q560,244 640,232", `fill="none" stroke="${c.shade}" stroke-width="4"`),
      badge,
    ].join("");
  }
  return [
    path("M0,70H640V350H0Z", `fill="${c.paint}"`),
    path("M0,326H640V350H0Z", `fill="${c.shade}"`),
    path("M0,140H640", `stroke="${c.shade}" stroke-width="3"`),
    path("M0,132H640", SHINE),
    path(archPath(240, cy, r + 14, 350), `fill="${ARCH}"`),
    wheel(240, cy, r),
    path(rr(302, 210, 24, 60, 8), `fill="${TAIL}"`),
    `<circle cx="240" cy="${cy}" r="12" fill="${c.paint}"/>`,
    badge,
  ].join("");
}

function vehicleScene(req: DrawingRequest, c: Colours): string {
  const { itemType, view } = req;
  if (view === "interior") return interior(itemType, c);
  if (view === "detail") return detail(itemType, c);
  const body = req.body ?? "sedan";
  if (view === "front") {
    if (itemType === "motorcycle") return motorcycleFront(c);
    if (itemType === "caravan") return caravanFront(c);
    return carFront(FRONTS[body], c);
  }
  const side = itemType === "motorcycle" ? MOTORCYCLE : itemType === "caravan" ? CARAVAN : SIDES[body];
  const scene = sideScene(side, c);
  return view === "rear" ? `<g transform="matrix(-1 0 0 1 640 0)">${scene}</g>` : scene;
}

function validate(req: DrawingRequest): void {
  if (!isHexColour(req.hex)) {
    throw new Error(`Invalid paint colour ${JSON.stringify(String(req.hex).slice(0, 32))}: expected "#rrggbb"`);
  }
  if (!(DRAWING_VIEWS as readonly string[]).includes(req.view)) {
    throw new Error(`Unknown drawing view ${JSON.stringify(String(req.view).slice(0, 32))}`);
  }
  if (!(ITEM_TYPES as readonly string[]).includes(req.itemType)) {
    throw new Error(`Unknown item type ${JSON.stringify(String(req.itemType).slice(0, 32))}`);
  }
  // A car with no recorded body is drawn as a sedan; an unknown body is a caller error.
  if (req.itemType === "car" && req.body !== null && !(BODY_TYPES as readonly string[]).includes(req.body)) {
    throw new Error(`Unknown body type ${JSON.stringify(String(req.body).slice(0, 32))}`);
  }
}

/**
 * A slider picture: the vehicle's side view at the right of a wide road scene, its left third kept plain and dark
 * enough for the slide's white title to be read over it.
 */
function bannerSvg(req: DrawingRequest, c: Colours): string {
  const [top, bottom] = BACKDROPS.banner;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 540" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(req.title)}</title>` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<linearGradient id="l" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0b1220" stop-opacity=".92"/><stop offset=".45" stop-color="#0b1220" stop-opacity=".55"/><stop offset=".7" stop-color="#0b1220" stop-opacity="0"/></linearGradient>` +
    `<radialGradient id="s"><stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="1920" height="540" fill="url(#b)"/>` +
    `<path d="M0,452H1920V540H0Z" fill="#59616b"/><path d="M0,494H1920" stroke="#e8edf3" stroke-width="6" stroke-dasharray="90 70"/>` +
    `<path d="M0,452H1920V470H0Z" fill="${c.paint}" fill-opacity=".5"/>` +
    `<g transform="translate(1110,40) scale(1.15)"><ellipse cx="320" cy="${GROUND + 2}" rx="300" ry="16" fill="url(#s)"/>` +
    vehicleScene({ ...req, view: "side" }, c) +
    `</g><rect width="1920" height="540" fill="url(#l)"/></svg>`
  );
}

export function drawVehicleSvg(req: DrawingRequest): string {
  validate(req);
  const c = coloursFor(req.hex);
  if (req.view === "banner") return bannerSvg(req, c);
  const [top, bottom] = BACKDROPS[req.view];
  const onGround = req.view !== "interior";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 427" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(req.title)}</title>` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="s"><stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="640" height="427" fill="url(#b)"/>` +
    (onGround
      ? `<ellipse cx="320" cy="${req.view === "detail" ? 420 : GROUND + 2}" rx="300" ry="16" fill="url(#s)"/>`
      : "") +
    vehicleScene(req, c) +
    `</svg>`
  );
}
