import { describe, expect, it, vi } from "vitest";
import { z } from "zod";

vi.mock("./current-site.server", () => ({
  currentSite: async (slug: string) => (slug === "harbour-toyota" ? { id: 7, config: { slug } } : null),
}));

const { withSite, withSiteJson } = await import("./with-site.server");

const context = (site: string) => ({ params: Promise.resolve({ site }) });
const post = (body: unknown) =>
  new Request("https://harbour.example/api/x", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("withSite", () => {
  const route = withSite(async (_request, site) => Response.json({ site: site.id }));

  it("answers 404 for a site that does not exist, without running the handler", async () => {
    const response = await route(post({}), context("nowhere"));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "Unknown site" } });
  });

  it("hands the handler its site", async () => {
    expect(await (await route(post({}), context("harbour-toyota"))).json()).toEqual({ site: 7 });
  });
});

describe("withSiteJson", () => {
  const route = withSiteJson(1_000, z.strictObject({ car_id: z.number() }), async (_request, site, body) =>
    Response.json({ site: site.id, car: body.car_id }),
  );

  it("answers 400 naming the wrong field", async () => {
    const response = await route(post({ car_id: "x" }), context("harbour-toyota"));
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe("invalid_request");
    expect(Object.keys(error.fields)).toEqual(["car_id"]);
  });

  it("hands the handler the site and the validated body", async () => {
    expect(await (await route(post({ car_id: 3 }), context("harbour-toyota"))).json()).toEqual({ site: 7, car: 3 });
  });
});
