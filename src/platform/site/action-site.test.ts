import { beforeEach, describe, expect, it, vi } from "vitest";

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => request.headers }));
vi.mock("./current-site.server", async () => (await import("./testing/one-site-platform")).currentSiteModule);
vi.mock("./site-registry.server", async () => (await import("./testing/one-site-platform")).siteRegistryModule);

const { actionSite, actionSiteWithOrigin } = await import("./action-site.server");

describe("actionSite", () => {
  beforeEach(() => {
    request.headers = new Headers();
  });

  it("finds no site for a host no site serves", async () => {
    request.headers = new Headers({ host: "elsewhere.example" });
    expect(await actionSite()).toBeNull();
    expect(await actionSiteWithOrigin()).toBeNull();
  });

  it("finds the site from the request's host, with its origin and a client key of that site", async () => {
    request.headers = new Headers({ host: "harbour.example", "x-forwarded-proto": "https" });
    const found = await actionSite();
    expect(found?.site.id).toBe(7);
    expect(found?.origin).toBe("https://harbour.example");
    expect(found?.client.startsWith("7:")).toBe(true);
  });
});
