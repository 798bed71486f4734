import { describe, expect, it } from "vitest";
import { isShowableLogoUrl, logosByMake } from "./make-logos";

describe("make logos on the make cards come from the manufacturers' logo_url", () => {
  it("gives each make the logo of the manufacturer with its slug", () => {
    const logos = logosByMake(
      ["Toyota", "Mercedes-Benz", "Acme"],
      new Map([
        ["toyota", "/media/makes/toyota.svg"],
        ["mercedes-benz", "/media/makes/mercedes-benz.svg"],
      ]),
    );
    expect(logos).toEqual({ Toyota: "/media/makes/toyota.svg", "Mercedes-Benz": "/media/makes/mercedes-benz.svg" });
  });

  it("shows no logo for a make whose manufacturer has none (its card shows the name alone)", () => {
    expect(logosByMake(["Kia"], new Map([["kia", null]]))).toEqual({});
  });

  it("shows only a path on the site's own host (the only images the pages' Content-Security-Policy loads)", () => {
    expect(isShowableLogoUrl("/media/makes/kia.svg")).toBe(true);
    for (const bad of [
      "//evil.example/x.svg",
      "/\\evil.example/x.svg",
      "https://cdn.example/kia.svg",
      "javascript:alert(1)",
      "data:image/svg+xml,<svg/>",
      "",
    ])
      expect(isShowableLogoUrl(bad), bad).toBe(false);
  });
});
