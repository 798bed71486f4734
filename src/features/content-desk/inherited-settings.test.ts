import { describe, expect, it } from "vitest";
import { memoryTree } from "@/platform/site/site-tree";
import { inheritedSettings } from "./inherited-settings";

const tree = memoryTree(
  "/sites",
  new Map([
    ["platform.json", JSON.stringify({ navigation: { dropdownOpensOn: "click", footer: [] }, popup: null })],
    ["brands/toyota.json", JSON.stringify({ navigation: { header: [{ label: "Home", href: "/" }] } })],
    ["templates/franchise.json", JSON.stringify({ navigation: { dropdownOpensOn: "hover" } })],
  ]),
);

describe("what a site's settings inherit, for the menus and popup editors", () => {
  it("the platform's, brand's and template's settings merged as the registry merges them, without the site's", () => {
    const site = JSON.stringify({ brand: "toyota", template: "franchise", navigation: { header: [] } });
    expect(inheritedSettings(tree, site)).toEqual({
      navigation: { dropdownOpensOn: "hover", footer: [], header: [{ label: "Home", href: "/" }] },
      popup: null,
    });
  });

  it("a layer that is missing, misnamed or not JSON adds nothing", () => {
    expect(inheritedSettings(tree, JSON.stringify({ brand: "../x", template: "none" }))).toEqual({
      navigation: { dropdownOpensOn: "click", footer: [] },
      popup: null,
    });
    expect(inheritedSettings(tree, "not json")).toEqual({
      navigation: { dropdownOpensOn: "click", footer: [] },
      popup: null,
    });
  });
});
