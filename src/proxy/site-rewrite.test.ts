import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { siteRewrite } from "./site-rewrite";

const rewrite = (path: string) =>
  siteRewrite(new NextRequest(`http://harbour-toyota.localhost${path}`), "harbour-toyota");

describe("siteRewrite", () => {
  it("serves a site's path under /s/{slug}/, its query kept", () => {
    const url = rewrite("/cars/a-car?x=1");
    expect(url.pathname).toBe("/s/harbour-toyota/cars/a-car");
    expect(url.searchParams.get("x")).toBe("1");
  });

  it("serves a search from a path carrying its query, and keeps only Next's own parameter in the query", () => {
    const url = rewrite("/search/used-cars?make=toyota&_rsc=abc");
    expect(url.pathname).toBe(
      `/s/harbour-toyota/search-results/${Buffer.from("make=toyota").toString("base64url")}/used-cars`,
    );
    expect([...url.searchParams.keys()]).toEqual(["_rsc"]);
  });

  it("answers the rewrite targets themselves, asked for directly, with the site's 404", () => {
    expect(rewrite("/search-results/bWFrZT10b3lvdGE/used-cars").pathname).toBe("/s/harbour-toyota/not-found-page");
  });
});
