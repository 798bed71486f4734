import { describe, expect, it } from "vitest";
import { wordmarkSvg } from "./svg-response";

describe("wordmarkSvg", () => {
  it("gives the drawing its own width and height, so a logo <img> sized by CSS alone is not 0 px wide", () => {
    const svg = wordmarkSvg("Harbour Toyota", "#111827", null, 220, 48);
    expect(svg).toMatch(/^<svg [^>]*width="220" height="48" viewBox="0 0 220 48"/);
  });

  it("draws a long name small enough to fit its box: at most 1.35 times the width per letter", () => {
    const svg = wordmarkSvg("Tasman Caravans & Motorhomes", "#fff", null, 260, 48);
    const size = Number(/font-size="([\d.]+)"/.exec(svg)![1]);
    expect(size).toBeLessThanOrEqual((260 / 28) * 1.35);
    expect(wordmarkSvg("Harbour Toyota", "#fff", null, 220, 48)).toContain('font-size="21.2"');
  });

  it("escapes the name it draws", () => {
    expect(wordmarkSvg("Tasman Caravans & Motorhomes", "#fff", null, 260, 48)).toContain(
      '<title id="t">Tasman Caravans &amp; Motorhomes</title>',
    );
  });
});
