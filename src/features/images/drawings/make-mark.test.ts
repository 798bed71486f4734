import { describe, expect, it } from "vitest";
import { makeMarkStyle, makeMarkSvg, makeMonogram } from "./make-mark";

describe("make marks (drawn from the make's name, no manufacturer artwork)", () => {
  it("draws a short upper-case name whole, else the first letters of up to two words, else the first letter", () => {
    expect(makeMonogram("MG")).toBe("MG");
    expect(makeMonogram("BMW")).toBe("BMW");
    expect(makeMonogram("Mercedes-Benz")).toBe("MB");
    expect(makeMonogram("New Age")).toBe("NA");
    expect(makeMonogram("Toyota")).toBe("T");
    expect(makeMonogram("Kia")).toBe("K");
    expect(makeMonogram("  ")).toBe("?");
  });

  it("gives a make the same mark on every request, so it is cached by URL", () => {
    expect(makeMarkSvg("Toyota")).toBe(makeMarkSvg("Toyota"));
    expect(makeMarkStyle("Toyota")).toEqual(makeMarkStyle("toyota"));
  });

  it("gives makes sharing an initial different shapes or colours", () => {
    const styles = ["Toyota", "Triumph"].map((m) => JSON.stringify(makeMarkStyle(m)));
    expect(new Set(styles).size).toBe(2);
  });

  it("escapes the name, so a make's name can never add markup to the SVG", () => {
    const svg = makeMarkSvg('A<script>"&');
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;");
  });

  it("is a square SVG of the size the cards reserve (nothing shifts as it loads)", () => {
    expect(makeMarkSvg("Ford")).toMatch(/^<svg [^>]*viewBox="0 0 40 40" width="40" height="40"/);
  });
});
