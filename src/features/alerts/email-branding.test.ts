import { describe, expect, it } from "vitest";
import { emailBranding, safeColour } from "./email-branding";

const config = {
  name: "Harbour Toyota",
  logo: { src: "/logo.png", alt: "Harbour Toyota", width: 400, height: 96 },
  theme: { primary: "#0b5fff", onPrimary: "#ffffff" },
  contact: {
    phone: "(03) 5550 1234",
    email: "sales@harbour.example",
    address: { street: "1 Quay Street", city: "Hobart", state: "tas" as const, postcode: "7000" },
  },
} as unknown as Parameters<typeof emailBranding>[0];

describe("an alert e-mail's branding, from the site's configuration", () => {
  it("names the dealer, its colours, its address and phone", () => {
    const b = emailBranding(config, "https://harbour.example");
    expect(b).toMatchObject({
      dealer: "Harbour Toyota",
      colour: "#0b5fff",
      onColour: "#ffffff",
      address: "1 Quay Street, Hobart TAS 7000",
      phone: "(03) 5550 1234",
    });
  });

  it("a raster logo is made absolute on the site's origin and scaled to the header, keeping its proportions", () => {
    expect(emailBranding(config, "https://harbour.example").logo).toEqual({
      src: "https://harbour.example/logo.png",
      alt: "Harbour Toyota",
      width: 200,
      height: 48,
    });
    const cdn = { ...config, logo: { ...config.logo, src: "https://cdn.example/h.jpg?v=2" } };
    expect(emailBranding(cdn, "https://harbour.example").logo?.src).toBe("https://cdn.example/h.jpg?v=2");
  });

  it("an SVG logo is left out (Gmail and Outlook do not show SVG): the dealer's name stands alone", () => {
    const svg = { ...config, logo: { ...config.logo, src: "/logo.svg" } };
    expect(emailBranding(svg, "https://harbour.example").logo).toBeNull();
  });

  it("only a plain hex colour goes into a style attribute", () => {
    expect(safeColour("#abc")).toBe("#abc");
    expect(safeColour("red;background:url(x)")).toBe("#1a1a1a");
    expect(safeColour("javascript:x", "#ffffff")).toBe("#ffffff");
  });
});
