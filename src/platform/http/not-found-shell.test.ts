import { afterEach, describe, expect, it } from "vitest";
import { ERROR_SHELL, start, stop } from "./testing/front-door-harness";

afterEach(stop);

describe("the front door: a page that called notFound()", () => {
  it("answers Next's empty error shell with the not-found page for its path, 404, and none of the first answer's headers", async () => {
    const base = await start();
    const vehicle = await fetch(`${base}/cars/sold-car`);
    expect(vehicle.status).toBe(404);
    expect(vehicle.headers.get("x-page")).toBeNull();
    expect(vehicle.headers.get("x-content-type-options")).toBe("nosniff");
    const text = await vehicle.text();
    expect(text).toContain("Not found: vehicle");
    expect(text).not.toContain(ERROR_SHELL);
    const site = await fetch(`${base}/gone`);
    expect(site.status).toBe(404);
    expect(await site.text()).toContain("Not found: site");
  });

  it("leaves a post's answer alone: only reads are answered again", async () => {
    const base = await start();
    const post = await fetch(`${base}/gone`, { method: "POST", body: "x", headers: { origin: base } });
    expect(post.status).toBe(404);
    expect(await post.text()).toBe(ERROR_SHELL);
  });
});
