import { describe, it, expect } from "vitest";
import { BODY_TYPES, type BodyType, type ItemType } from "@/domain/vehicle-kinds";
import { DRAWING_VIEWS, drawVehicleSvg, isHexColour, type DrawingRequest } from "./vehicle-drawing";

const HEX = "#2a6fb0";

/** Every kind of vehicle the platform draws: each car body, plus motorcycles and caravans. */
const KINDS: { name: string; itemType: ItemType; body: BodyType | null }[] = [
  ...BODY_TYPES.map((body) => ({ name: body, itemType: "car" as const, body })),
  { name: "motorcycle", itemType: "motorcycle", body: null },
  { name: "caravan", itemType: "caravan", body: null },
];

function req(over: Partial<DrawingRequest> = {}): DrawingRequest {
  return { body: "sedan", itemType: "car", hex: HEX, view: "side", title: "2021 Toyota RAV4 GXL, side view", ...over };
}

const everyDrawing = KINDS.flatMap((k) =>
  DRAWING_VIEWS.map((view) => ({ label: `${k.name} ${view}`, r: req({ ...k, view, title: `${k.name} ${view}` }) })),
);

describe("drawVehicleSvg", () => {
  it("draws a banner as the vehicle's side view, right of a 1920x540 road scene darkened on the left for its words", () => {
    const side = drawVehicleSvg(req({ view: "side", title: "x" }));
    const banner = drawVehicleSvg(req({ view: "banner", title: "x" }));
    const scene = side.slice(
      side.indexOf("</defs>") + "</defs>".length + '<rect width="640" height="427" fill="url(#b)"/>'.length,
      -6,
    );
    expect(banner).toContain('<g transform="translate(1110,40) scale(1.15)">');
    expect(banner).toContain(scene);
    expect(banner).toMatch(/<rect width="1920" height="540" fill="url\(#l\)"\/><\/svg>$/);
  });

  it("draws every body type and both non-car item types as a standalone SVG with the title and the paint", () => {
    for (const { label, r } of everyDrawing) {
      const svg = drawVehicleSvg(r);
      // The slider's banner view is 1920x540 (the promotions slider's size); every other view 640x427.
      const box = r.view === "banner" ? "0 0 1920 540" : "0 0 640 427";
      expect(svg, label).toContain(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}" role="img" aria-labelledby="t">`,
      );
      expect(svg.startsWith("<svg "), label).toBe(true);
      expect(svg, label).toMatch(/<\/svg>$/);
      expect(svg, label).toContain(`<title id="t">${label}</title>`);
      expect(svg, label).toContain(HEX);
      expect(svg, label).not.toMatch(/<svg[^>]*\s(width|height)=/);
    }
  });

  it("gives each body type its own side silhouette", () => {
    const sides = KINDS.map((k) => drawVehicleSvg(req({ ...k, view: "side", title: "same" })));
    expect(new Set(sides).size).toBe(KINDS.length);
  });

  it("escapes the title so it cannot inject markup", () => {
    const svg = drawVehicleSvg(req({ title: `<script>alert("x")</script> & 'Ute'` }));
    expect(svg).not.toContain("<script");
    expect(svg).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Ute&#39;");
  });

  it("rejects a paint colour that is not #rrggbb", () => {
    for (const hex of ["", "red", "#fff", "#12345g", "123456", "#1234567", '#123456"/><script>']) {
      expect(() => drawVehicleSvg(req({ hex })), hex).toThrow(/paint colour/);
    }
  });

  it("rejects an unknown view or body type", () => {
    expect(() => drawVehicleSvg(req({ view: "top" as never }))).toThrow(/view/);
    expect(() => drawVehicleSvg(req({ body: "tank" as never }))).toThrow(/body type/);
  });

  it("is deterministic: the same request gives the same string", () => {
    for (const { r } of everyDrawing) expect(drawVehicleSvg({ ...r })).toBe(drawVehicleSvg({ ...r }));
  });

  it("keeps every drawing below 6 KB", () => {
    for (const { label, r } of everyDrawing) {
      expect(new TextEncoder().encode(drawVehicleSvg(r)).length, label).toBeLessThan(6 * 1024);
    }
  });

  it("draws each view differently", () => {
    for (const k of KINDS) {
      const views = DRAWING_VIEWS.map((view) => drawVehicleSvg(req({ ...k, view, title: "same" })));
      expect(new Set(views).size, k.name).toBe(DRAWING_VIEWS.length);
    }
  });

  it("mirrors the side silhouette for the rear view", () => {
    expect(drawVehicleSvg(req({ view: "rear" }))).toContain('transform="matrix(-1 0 0 1 640 0)"');
  });

  it("uses no scripts, event handlers or external references", () => {
    for (const { label, r } of everyDrawing) {
      const svg = drawVehicleSvg(r);
      expect(svg, label).not.toMatch(/<script|\son\w+=|href=|<image|<foreignObject/i);
      expect(svg.match(/url\([^)]*\)/g)?.every((u) => u.startsWith("url(#")) ?? true, label).toBe(true);
    }
  });

  it("draws a car with no recorded body as a sedan", () => {
    expect(drawVehicleSvg(req({ body: null }))).toBe(drawVehicleSvg(req({ body: "sedan" })));
  });
});

describe("isHexColour", () => {
  it("accepts #rrggbb in either case and nothing else", () => {
    expect(isHexColour("#a1b2c3")).toBe(true);
    expect(isHexColour("#A1B2C3")).toBe(true);
    expect(isHexColour("#abc")).toBe(false);
    expect(isHexColour("a1b2c3")).toBe(false);
    expect(isHexColour("#a1b2c3 ")).toBe(false);
  });
});
