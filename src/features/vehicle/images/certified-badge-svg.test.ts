import { describe, expect, it } from "vitest";
import { certifiedProgramme, type CertifiedProgramme } from "@/features/vehicle/certified-programme";
import { certifiedBadgeSvg } from "./certified-badge-svg";

describe("certified-used badge drawing", () => {
  it("draws an original badge titled with the programme's name, naming the make, in the programme's ink", () => {
    const toyota = certifiedProgramme("toyota")!;
    const svg = certifiedBadgeSvg(toyota);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 168 48" role="img" aria-labelledby="t">/,
    );
    expect(svg).toMatch(/<\/svg>$/);
    expect(svg).toContain('<title id="t">Toyota Certified Pre-Owned</title>');
    expect(svg).toContain(">TOYOTA</text>");
    expect(svg).toContain(">CERTIFIED PRE-OWNED</text>");
    expect(svg).toContain(toyota.ink);
    // Nothing to run and nothing fetched: no scripts, links or external images.
    expect(svg).not.toMatch(/<script|href=|<image|<foreignObject/i);
  });
  it("escapes the programme's names", () => {
    const odd: CertifiedProgramme = { makeSlug: "x", make: "A&B <Motors>", name: 'A&B "Certified"', ink: "#000000" };
    const svg = certifiedBadgeSvg(odd);
    expect(svg).toContain("A&amp;B &quot;Certified&quot;");
    expect(svg).toContain("A&amp;B &lt;MOTORS&gt;");
    expect(svg).not.toContain("<MOTORS>");
  });
});
