import { describe, expect, it } from "vitest";
import { modelMenuTabs, modelMenuTiles, modelStatusLabel, tileVisibilityCss } from "./model-menu";
import { siteModel } from "./testing/site-model";

const models = [
  siteModel({ slug: "yaris", name: "Yaris", body: "hatch", categories: ["Hatch & sedans"] }),
  siteModel({ slug: "rav4", name: "RAV4", categories: ["SUVs & 4WDs", "Electrified"] }),
  siteModel({ slug: "hilux", name: "HiLux", body: "ute", categories: ["Utes & Vans"] }),
  siteModel({ slug: "fj", name: "FJ", status: "coming_soon" }),
  siteModel({ slug: "prius", name: "Prius", status: "discontinued", categories: ["Electrified"] }),
];
const tabs = modelMenuTabs(models);
const names = (label: string) => tabs.find((t) => t.label === label)?.models.map((m) => m.name);

describe("the Vehicles mega-menu's tabs", () => {
  it("puts every current model (available and coming soon) under Cars, by name", () => {
    expect(names("Cars")).toEqual(["FJ", "HiLux", "RAV4", "Yaris"]);
  });
  it("groups current models by their categories, a model in each of its categories", () => {
    expect(names("SUVs & 4WDs")).toEqual(["FJ", "RAV4"]);
    expect(names("Electrified")).toEqual(["RAV4"]);
    expect(names("Utes & Vans")).toEqual(["HiLux"]);
  });
  it("lists coming_soon models under Upcoming and discontinued ones only under Discontinued", () => {
    expect(names("Upcoming")).toEqual(["FJ"]);
    expect(names("Discontinued")).toEqual(["Prius"]);
  });
  it("omits a tab with no models and keeps the spec's order", () => {
    expect(tabs.map((t) => t.label)).toEqual([
      "Cars",
      "Hatch & sedans",
      "SUVs & 4WDs",
      "Utes & Vans",
      "Electrified",
      "Upcoming",
      "Discontinued",
    ]);
    expect(modelMenuTabs([])).toEqual([]);
  });
  it("gives each tab an id fit for an element id", () => {
    expect(tabs.map((t) => t.id)).toContain("suvs-4wds");
  });
});

describe("the mega-menu's tiles: each model once, shown under its tabs", () => {
  const tiles = modelMenuTiles(tabs);
  const under = (id: string) => tiles.filter((t) => t.tabIds.includes(id)).map((t) => t.model.name);
  it("draws one tile per model, however many tabs it is in", () => {
    expect(tiles.map((t) => t.model.name)).toEqual(["FJ", "HiLux", "Prius", "RAV4", "Yaris"]);
  });
  it("shows under each tab exactly that tab's models, in its order", () => {
    for (const tab of tabs) expect(under(tab.id)).toEqual(tab.models.map((m) => m.name));
  });
  it("hides, under a tab, every tile not of it", () => {
    expect(tileVisibilityCss(["cars", "upcoming"])).toBe(
      '[data-tab="cars"] [data-tabs]:not([data-tabs~="cars"]){display:none}' +
        '[data-tab="upcoming"] [data-tabs]:not([data-tabs~="upcoming"]){display:none}',
    );
  });
});

describe("modelStatusLabel", () => {
  it("labels a coming_soon model 'Upcoming' and any other status 'All-New'", () => {
    expect(modelStatusLabel("coming_soon")).toBe("Upcoming");
    expect(modelStatusLabel("available")).toBe("All-New");
    expect(modelStatusLabel("discontinued")).toBe("All-New");
  });
});
