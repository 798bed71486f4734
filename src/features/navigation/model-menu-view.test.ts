import { describe, expect, it } from "vitest";
import { siteModel } from "@/features/models/testing/site-model";
import { modelMenuView } from "./model-menu-view";

const models = [
  siteModel({ slug: "rav4", name: "RAV4", categories: ["SUVs & 4WDs", "Electrified"] }),
  siteModel({ slug: "fj", name: "FJ", status: "coming_soon" }),
];

describe("the mega-menu's tiles as the browser fetches them", () => {
  const view = modelMenuView(models);
  it("sends each model once with its make, links, status label and the tabs it shows under", () => {
    const rav4 = view.tiles.find((t) => t.key.endsWith("-rav4"))!;
    expect(rav4.name).toMatch(/ RAV4$/);
    expect(rav4.status).toBe("All-New");
    expect(rav4.tabIds).toEqual(["cars", "suvs-4wds", "electrified"]);
    expect(rav4.stockHref).toMatch(/^\/search\/new-and-demo-cars\?make=.+&model=RAV4$/);
    expect(view.tiles.find((t) => t.key.endsWith("-fj"))!.status).toBe("Upcoming");
  });
  it("sends the tabs in the menu's order, without their models", () => {
    expect(view.tabs).toEqual([
      { id: "cars", label: "Cars" },
      { id: "suvs-4wds", label: "SUVs & 4WDs" },
      { id: "electrified", label: "Electrified" },
      { id: "upcoming", label: "Upcoming" },
    ]);
  });
});
