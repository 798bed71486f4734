/**
 * Geometry for the drawn vehicle images on a 640×427 canvas: vehicles face right
 * and stand on GROUND. Only shapes live here; vehicle-drawing.ts applies colours,
 * so one outline serves every paint.
 */
import type { BodyType } from "@/domain/vehicle-kinds";

export const GROUND = 352;

export interface Wheel {
  x: number;
  r: number;
  /** Cut a dark wheel arch into the body above this wheel. */
  arch: boolean;
  /** Rim radius as a fraction of the tyre; motorcycles run thin tyres on big rims. */
  rim?: number;
}

/** Path data per colour role; each role becomes one <path>, which keeps drawings small. */
export interface Side {
  panel?: string; // unpainted white-ish walls: truck boxes, motorhome and caravan bodies
  paint: string;
  shade?: string;
  trim?: string; // near-black: seats, fabric roofs, spare wheels, bumpers
  glass: string;
  lines?: string; // stroked in the shade: door cuts, character lines
  struts?: string; // stroked near-black: frames, bars, drawbars
  shine?: string;
  head?: string;
  tail?: string;
  wheels: Wheel[];
  /** Body underside, where wheel arches are cut. */
  bottom: number;
  /** Motorcycle frames and forks must sit on top of the wheels. */
  wheelsBehind?: boolean;
}

/** Rounded rectangle as path data, so it can join a role's single path. */
export function rr(x: number, y: number, w: number, h: number, r: number): string {
  const a = `a${r},${r} 0 0 1`;
  return `M${x + r},${y}h${w - 2 * r}${a} ${r},${r}v${h - 2 * r}${a} -${r},${r}h-${w - 2 * r}${a} -${r},-${r}v-${h - 2 * r}${a} ${r},-${r}z`;
}

/** Side glass between the belt line and `top`; rb/rt and fb/ft are its rear and front edges. */
interface Glass {
  top: number;
  belt: number;
  rb: number;
  rt: number;
  ft: number;
  fb: number;
  pillars?: number[];
}

function glassPath(g: Glass): string {
  const ps = g.pillars ?? [];
  const lefts: [number, number][] = [[g.rb, g.rt], ...ps.map((p): [number, number] => [p + 5, p + 5])];
  const rights: [number, number][] = [...ps.map((p): [number, number] => [p - 5, p - 5]), [g.fb, g.ft]];
  return lefts
    .map(([lb, lt], i) => {
      const [rb, rt] = rights[i]!;
      return `M${lb},${g.belt}L${lt},${g.top}L${rt},${g.top}L${rb},${g.belt}Z`;
    })
    .join("");
}

interface Car {
  xr: number; // rear end
  xf: number; // front end
  bottom: number;
  nose: number; // height where the bonnet meets the nose
  /** Outline from the rear top corner, over the roof, to the windscreen base. */
  upper: [number, number][];
  glass: Glass;
  doors: number[];
  wheels: number[];
  r: number;
  sill?: number;
  trim?: string;
  struts?: string;
  lines?: string;
}

/** Most cars share one construction; only their outline points and glass differ. */
function car(c: Car): Side {
  const { xr, xf, bottom, nose } = c;
  const belt = c.glass.belt;
  const tailY = c.upper[0]![1];
  return {
    paint: `M${xr},${bottom}L${c.upper.map((p) => p.join(",")).join(" ")}L${xf - 18},${nose}Q${xf},${nose + 2} ${xf},${nose + 18}V${bottom}Z`,
    shade: `M${xr},${bottom - (c.sill ?? 16)}H${xf}V${bottom}H${xr}Z`,
    trim: c.trim,
    glass: glassPath(c.glass),
    lines:
      c.doors.map((x) => `M${x},${belt + 4}V${bottom - 18}`).join("") +
      `M${xr + 10},${belt + 24}H${xf - 14}` +
      (c.lines ?? ""),
    struts: c.struts,
    shine: `M${xr + 14},${belt + 8}H${xf - 40}`,
    head: rr(xf - 28, nose + 6, 22, 10, 3),
    tail: rr(xr - 2, tailY + 6, 10, 16, 2),
    wheels: c.wheels.map((x) => ({ x, r: c.r, arch: true })),
    bottom,
  };
}

const convertibleBase = {
  xr: 64,
  xf: 582,
  bottom: 316,
  nose: 252,
  upper: [
    [64, 244],
    [80, 236],
    [440, 236],
  ] as [number, number][],
  doors: [244, 432],
  wheels: [162, 482],
  r: 40,
};

const cabChassisCab = car({
  xr: 330,
  xf: 584,
  bottom: 310,
  nose: 246,
  upper: [
    [330, 184],
    [340, 176],
    [404, 176],
    [470, 232],
  ],
  glass: { top: 184, belt: 232, rb: 346, rt: 348, ft: 406, fb: 460 },
  doors: [342, 434],
  wheels: [486],
  r: 42,
});

export const SIDES: Record<BodyType, Side> = {
  sedan: car({
    xr: 62,
    xf: 580,
    bottom: 318,
    nose: 252,
    upper: [
      [62, 246],
      [76, 240],
      [192, 236],
      [254, 184],
      [376, 182],
      [452, 236],
    ],
    glass: { top: 190, belt: 236, rb: 204, rt: 256, ft: 380, fb: 440, pillars: [322] },
    doors: [214, 322, 432],
    wheels: [158, 480],
    r: 40,
  }),
  hatch: car({
    xr: 110,
    xf: 560,
    bottom: 318,
    nose: 250,
    upper: [
      [110, 232],
      [120, 222],
      [172, 180],
      [334, 178],
      [414, 234],
    ],
    glass: { top: 186, belt: 234, rb: 150, rt: 178, ft: 338, fb: 404, pillars: [262] },
    doors: [266, 412],
    wheels: [194, 474],
    r: 40,
  }),
  hatchback: car({
    xr: 96,
    xf: 570,
    bottom: 318,
    nose: 250,
    upper: [
      [96, 230],
      [108, 222],
      [196, 178],
      [352, 176],
      [428, 234],
    ],
    glass: { top: 184, belt: 234, rb: 124, rt: 192, ft: 356, fb: 418, pillars: [214, 302] },
    doors: [234, 302, 426],
    wheels: [184, 482],
    r: 40,
  }),
  wagon: car({
    xr: 64,
    xf: 580,
    bottom: 318,
    nose: 252,
    upper: [
      [64, 200],
      [72, 186],
      [96, 180],
      [378, 180],
      [452, 236],
    ],
    glass: { top: 188, belt: 236, rb: 96, rt: 104, ft: 382, fb: 442, pillars: [214, 320] },
    doors: [216, 320, 434],
    wheels: [160, 482],
    r: 40,
  }),
  stationWagon: car({
    xr: 48,
    xf: 592,
    bottom: 318,
    nose: 252,
    upper: [
      [48, 198],
      [56, 184],
      [80, 178],
      [390, 178],
      [462, 236],
    ],
    glass: { top: 186, belt: 236, rb: 82, rt: 86, ft: 394, fb: 452, pillars: [190, 296] },
    doors: [212, 296, 440],
    wheels: [154, 492],
    r: 40,
    trim: "M96,168H380V174H96Z",
    struts: "M110,176V170M366,176V170",
  }),
  suv: car({
    xr: 64,
    xf: 582,
    bottom: 306,
    nose: 238,
    sill: 24,
    upper: [
      [64, 214],
      [74, 176],
      [96, 162],
      [374, 160],
      [450, 226],
    ],
    glass: { top: 170, belt: 226, rb: 100, rt: 104, ft: 378, fb: 440, pillars: [216, 314] },
    doors: [232, 314, 428],
    wheels: [166, 482],
    r: 44,
    trim: "M104,150H352V156H104Z",
  }),
  "4x4": car({
    xr: 74,
    xf: 580,
    bottom: 290,
    nose: 224,
    sill: 22,
    upper: [
      [74, 160],
      [82, 150],
      [384, 148],
      [432, 218],
    ],
    glass: { top: 156, belt: 218, rb: 92, rt: 92, ft: 382, fb: 422, pillars: [196, 300] },
    doors: [236, 300, 416],
    wheels: [178, 474],
    r: 48,
    // Rear-mounted spare, roof rack, snorkel and bull bar are what make it read as a 4x4.
    trim: rr(50, 182, 26, 92, 8) + "M100,134H364V142H100ZM440,238h8V206L420,150h-9L440,208Z",
    struts: "M120,148V140M344,148V140M576,236H598V296M598,262H580",
  }),
  ute: car({
    xr: 56,
    xf: 584,
    bottom: 310,
    nose: 246,
    upper: [
      [56, 238],
      [64, 232],
      [250, 232],
      [254, 184],
      [266, 176],
      [392, 176],
      [462, 232],
    ],
    glass: { top: 184, belt: 232, rb: 268, rt: 272, ft: 394, fb: 452, pillars: [356] },
    doors: [356, 430],
    wheels: [160, 480],
    r: 42,
    trim: "M60,230H246V236H60Z",
    struts: "M214,232L224,196H250",
    lines: "M250,238V294",
  }),
  cabChassis: {
    ...cabChassisCab,
    panel: "M44,246H322V260H44Z" + rr(308, 168, 14, 80, 3),
    trim: "M60,260H340V274H60Z",
    lines: (cabChassisCab.lines ?? "") + "M44,253H322",
    tail: rr(44, 262, 12, 10, 2),
    wheels: [{ x: 170, r: 42, arch: false }, ...cabChassisCab.wheels],
  },
  van: car({
    xr: 70,
    xf: 584,
    bottom: 314,
    nose: 244,
    upper: [
      [70, 144],
      [82, 132],
      [446, 132],
      [508, 226],
    ],
    glass: { top: 146, belt: 226, rb: 406, rt: 406, ft: 448, fb: 500 },
    doors: [398, 502],
    wheels: [172, 478],
    r: 40,
    lines: "M250,148V296H392V148ZM130,196H250",
  }),
  peopleMover: car({
    xr: 66,
    xf: 584,
    bottom: 316,
    nose: 248,
    upper: [
      [66, 196],
      [76, 166],
      [96, 156],
      [356, 154],
      [468, 232],
    ],
    glass: { top: 164, belt: 232, rb: 96, rt: 104, ft: 362, fb: 458, pillars: [200, 300] },
    doors: [216, 300, 428],
    wheels: [164, 478],
    r: 40,
    lines: "M112,240H214",
  }),
  bus: car({
    xr: 34,
    xf: 606,
    bottom: 306,
    nose: 200,
    upper: [
      [34, 128],
      [46, 116],
      [560, 116],
      [592, 130],
    ],
    glass: { top: 128, belt: 204, rb: 50, rt: 50, ft: 582, fb: 578, pillars: [112, 174, 236, 298, 360, 422, 484, 528] },
    doors: [532, 574],
    wheels: [150, 508],
    r: 38,
  }),
  lightTruck: {
    panel: rr(36, 96, 400, 190, 6),
    paint: "M36,232H436V246H36ZM446,300V122Q446,108 460,108H574Q588,108 590,122L602,204V300Z",
    shade: "M446,280H602V300H446Z",
    trim: "M40,286H446V298H40Z" + rr(598, 282, 12, 20, 3),
    glass: "M466,200L466,124L582,124L592,200Z",
    lines: "M136,100V282M236,100V282M336,100V282M458,124V292M470,214h16",
    head: rr(588, 258, 14, 14, 3),
    tail: rr(36, 268, 8, 12, 2),
    wheels: [
      { x: 190, r: 40, arch: false },
      { x: 520, r: 40, arch: true },
    ],
    bottom: 300,
  },
  motorhome: {
    panel: "M36,300V114Q36,100 50,100H474V300ZM440,100H516Q560,102 562,136Q560,168 516,170H440Z",
    paint: "M36,240H474V256H36ZM474,306V178H522L566,238L586,250Q598,254 598,270V306Z",
    shade: "M36,288H598V306H36Z",
    glass:
      "M484,236L484,188L522,188L556,236Z" +
      rr(70, 136, 120, 56, 8) +
      rr(300, 136, 110, 56, 8) +
      rr(222, 148, 36, 40, 6) +
      rr(476, 116, 52, 24, 6),
    lines: "M212,136V290H268V136ZM486,182V290",
    head: rr(582, 258, 14, 10, 3),
    tail: rr(36, 262, 8, 14, 2),
    wheels: [
      { x: 168, r: 40, arch: true },
      { x: 528, r: 40, arch: true },
    ],
    bottom: 300,
  },
  convertible: car({
    ...convertibleBase,
    glass: { top: 194, belt: 236, rb: 418, rt: 374, ft: 386, fb: 442 },
    // Roof down: seat backs and the folded hood show above the doors.
    trim: rr(218, 204, 20, 34, 6) + rr(300, 198, 22, 40, 6) + rr(96, 226, 90, 14, 6),
  }),
  softtop: car({
    ...convertibleBase,
    glass: { top: 190, belt: 236, rb: 236, rt: 262, ft: 380, fb: 416 },
    trim: "M134,238C146,200 186,180 250,180H378L424,236Z",
  }),
  coupe: car({
    xr: 70,
    xf: 584,
    bottom: 316,
    nose: 254,
    upper: [
      [70, 250],
      [86, 242],
      [150, 238],
      [290, 186],
      [356, 184],
      [456, 240],
    ],
    glass: { top: 192, belt: 238, rb: 174, rt: 282, ft: 366, fb: 440 },
    doors: [228, 440],
    wheels: [166, 484],
    r: 40,
    trim: "M78,242h30v-6h-30z",
  }),
  hardtop: car({
    xr: 68,
    xf: 582,
    bottom: 318,
    nose: 254,
    upper: [
      [68, 248],
      [84, 240],
      [180, 238],
      [232, 186],
      [378, 184],
      [452, 238],
    ],
    glass: { top: 192, belt: 238, rb: 268, rt: 268, ft: 382, fb: 444 },
    doors: [256, 436],
    wheels: [162, 482],
    r: 40,
    trim: "M226,192L232,184H378L386,192Z",
  }),
};

export const MOTORCYCLE: Side = {
  panel: "M210,268H330V280L212,282Z",
  paint:
    "M326,196Q350,150 432,166L438,196Q384,210 326,204Z" +
    "M196,196L258,188L262,206L210,212Z" +
    "M418,242Q466,204 514,242L506,248Q466,216 426,248Z" +
    "M432,150Q470,150 478,186L446,194Z",
  trim: "M250,192Q290,180 330,188L332,204H256Z" + rr(312, 206, 78, 58, 10),
  glass: "M440,148L462,120L472,124L456,152Z",
  lines: "M322,222H380M322,236H380M322,250H380",
  struts: "M176,290L300,262M300,262L330,192L440,180M440,180L392,262H300M466,290L430,158L408,144",
  head: rr(468, 160, 10, 18, 4),
  tail: rr(192, 192, 8, 10, 2),
  wheels: [
    { x: 176, r: 62, arch: false, rim: 0.8 },
    { x: 466, r: 62, arch: false, rim: 0.8 },
  ],
  bottom: 290,
  wheelsBehind: true,
};

export const CARAVAN: Side = {
  panel: "M116,300V134Q116,110 140,110H528Q562,112 570,150V300Z",
  paint: "M116,250H570V300H116ZM116,214Q300,236 570,196V206Q300,246 116,224Z",
  shade: "M120,298H566V306H120Z",
  trim: rr(584, 262, 18, 32, 6) + rr(622, 300, 14, 10, 3),
  glass: rr(140, 146, 112, 56, 8) + rr(432, 146, 110, 56, 8) + rr(286, 160, 32, 40, 6),
  lines: "M274,146V296H330V146Z",
  struts: "M566,286L628,306M566,304L628,306M604,300V330",
  head: rr(560, 268, 8, 10, 2),
  tail: rr(116, 268, 8, 14, 2),
  wheels: [
    { x: 392, r: 34, arch: true },
    { x: 466, r: 34, arch: true },
    { x: 604, r: 10, arch: false, rim: 0.5 },
  ],
  bottom: 300,
};

/** Frontal proportions: half width, belt and roof heights, roof half width, bumper bottom. */
export interface Front {
  w: number;
  belt: number;
  roof: number;
  rw: number;
  bottom: number;
  cab: "paint" | "fabric" | "open";
  /** Top of a body box standing behind and above the cab (trucks, motorhomes). */
  box?: number;
}

const f = (
  w: number,
  belt: number,
  roof: number,
  rw: number,
  bottom: number,
  cab: Front["cab"] = "paint",
  box?: number,
): Front => ({ w, belt, roof, rw, bottom, cab, box });

export const FRONTS: Record<BodyType, Front> = {
  sedan: f(200, 250, 182, 140, 326),
  coupe: f(204, 254, 190, 130, 324),
  hardtop: f(204, 252, 186, 134, 326),
  hatch: f(190, 248, 178, 140, 326),
  hatchback: f(194, 248, 176, 142, 326),
  wagon: f(200, 250, 180, 144, 326),
  stationWagon: f(204, 250, 178, 146, 326),
  convertible: f(204, 254, 212, 150, 324, "open"),
  softtop: f(196, 252, 180, 136, 326, "fabric"),
  suv: f(210, 238, 160, 156, 316),
  "4x4": f(214, 228, 148, 164, 304),
  ute: f(210, 240, 176, 150, 318),
  cabChassis: f(210, 240, 176, 150, 318),
  van: f(206, 230, 132, 176, 320),
  peopleMover: f(206, 236, 154, 160, 322),
  bus: f(214, 210, 116, 200, 316),
  lightTruck: f(216, 206, 108, 206, 312, "paint", 92),
  motorhome: f(212, 240, 178, 170, 318, "paint", 100),
};
