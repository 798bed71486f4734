import { describe, expect, it } from "vitest";
import type { SiteModel } from "@/platform/content/site-content";
import { modelRedirectFor, modelRouteAt } from "./model-paths";

const model = (slug: string, path: string, overrideUrl: string | null = null, accessoriesCount = 0): SiteModel => ({
  name: slug,
  slug,
  body: "suv",
  categories: ["SUVs & 4WDs"],
  status: "available",
  image: { url: "/x.svg", width: 640, height: 360, alt: "" },
  overrideUrl,
  accessoriesCount,
  summary: "s",
  keyFigures: [],
  manufacturer: { name: "Toyota", slug: "toyota" },
  path: overrideUrl ?? path,
  stockModel: slug,
});

describe("model routes", () => {
  const models = [model("rav4", "/models/toyota-rav4", null, 12), model("gr86", "/models/toyota-gr86", "/pages/gr86")];
  it("finds a model at the site's model path", () => {
    expect(modelRouteAt(models, "/models/toyota-rav4")).toMatchObject({ model: { slug: "rav4" }, view: "page" });
  });
  it("finds a model with an override URL there, and not at the site's model path", () => {
    expect(modelRouteAt(models, "/pages/gr86")).toMatchObject({ model: { slug: "gr86" }, view: "page" });
    expect(modelRouteAt(models, "/models/toyota-gr86")).toBeNull();
  });
  it("serves /{model slug}/accessories only for a model with accessories", () => {
    expect(modelRouteAt(models, "/rav4/accessories")).toMatchObject({ model: { slug: "rav4" }, view: "accessories" });
    expect(modelRouteAt(models, "/gr86/accessories")).toBeNull();
  });
  it("answers /{model slug}, the spec's Explore link, with the model's page", () => {
    expect(modelRouteAt(models, "/rav4")).toMatchObject({ model: { slug: "rav4" }, view: "page" });
    expect(modelRouteAt(models, "/gr86")).toMatchObject({ model: { slug: "gr86" }, view: "page" });
  });
  it("finds nothing at other paths", () => {
    expect(modelRouteAt(models, "/models/rav4")).toBeNull();
    expect(modelRouteAt(models, "/corolla")).toBeNull();
    expect(modelRouteAt(models, "/rav4/specs")).toBeNull();
    expect(modelRouteAt(models, "/pages/rav4")).toBeNull();
  });
});

describe("/models/{slug} on a site with another model path rule", () => {
  const models = [model("rav4", "/models/toyota-rav4"), model("gr86", "/models/toyota-gr86", "/pages/gr86")];
  it("redirects to the model's page by the site's rule, or to its override URL", () => {
    expect(modelRedirectFor(models, "/models/rav4")).toBe("/models/toyota-rav4");
    expect(modelRedirectFor(models, "/models/gr86")).toBe("/pages/gr86");
  });
  it("does not redirect a path that is the model's page, an unknown slug or another path", () => {
    expect(modelRedirectFor([model("rav4", "/models/rav4")], "/models/rav4")).toBeNull();
    expect(modelRedirectFor(models, "/models/corolla")).toBeNull();
    expect(modelRedirectFor(models, "/rav4")).toBeNull();
  });
});
