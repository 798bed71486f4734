import { describe, expect, it } from "vitest";
import {
  bodyChoices,
  listedModels,
  modelStockHref,
  preselectedQuoteModel,
  quoteModelOptions,
  readBodyFilter,
} from "./model-list";
import { siteModel } from "./testing/site-model";

const models = [
  siteModel({ slug: "prius", name: "Prius", body: "hatch", status: "discontinued" }),
  siteModel({ slug: "rav4", name: "RAV4" }),
  siteModel({ slug: "fj", name: "FJ", status: "coming_soon" }),
  siteModel({ slug: "hilux-cab", name: "HiLux Cab Chassis", body: "cabChassis", stockModel: "HiLux" }),
];

describe("/models?body=", () => {
  it("reads a body type by its URL slug or its name", () => {
    expect(readBodyFilter("suv")).toEqual({ kind: "body", body: "suv" });
    expect(readBodyFilter("cab-chassis")).toEqual({ kind: "body", body: "cabChassis" });
    expect(readBodyFilter("cabChassis")).toEqual({ kind: "body", body: "cabChassis" });
  });
  it("shows every model for no body, and flags an unknown body rather than failing", () => {
    expect(readBodyFilter(undefined)).toEqual({ kind: "all" });
    expect(readBodyFilter("")).toEqual({ kind: "all" });
    expect(readBodyFilter(["spaceship", "suv"])).toEqual({ kind: "unknown", value: "spaceship" });
    expect(listedModels(models, readBodyFilter("spaceship"))).toHaveLength(4);
  });
  it("filters by the model's body and lists current, then upcoming, then discontinued models", () => {
    expect(listedModels(models, { kind: "body", body: "suv" }).map((m) => m.slug)).toEqual(["rav4", "fj"]);
    expect(listedModels(models, { kind: "all" }).map((m) => m.slug)).toEqual(["hilux-cab", "rav4", "fj", "prius"]);
  });
  it("offers the bodies the site's models have, with counts", () => {
    expect(bodyChoices(models).map((c) => [c.slug, c.count])).toEqual([
      ["cab-chassis", 1],
      ["hatch", 1],
      ["suv", 2],
    ]);
  });
});

describe("a model's 'Our Stock' link", () => {
  it("is the new and demo search for the manufacturer and the model name stock is listed under", () => {
    expect(modelStockHref(models[3]!)).toBe("/search/new-and-demo-cars?make=Toyota&model=HiLux");
  });
});

describe("the new-car quote form's models", () => {
  it("offers current models only: a discontinued model is not quoted", () => {
    expect(quoteModelOptions(models).map((o) => o.value)).toEqual([
      "Toyota HiLux Cab Chassis",
      "Toyota RAV4",
      "Toyota FJ",
    ]);
  });
  it("preselects ?model={slug} when the form offers it", () => {
    expect(preselectedQuoteModel(models, "rav4")).toBe("Toyota RAV4");
    expect(preselectedQuoteModel(models, "prius")).toBeNull();
    expect(preselectedQuoteModel(models, "nope")).toBeNull();
    expect(preselectedQuoteModel(models, undefined)).toBeNull();
  });
});
