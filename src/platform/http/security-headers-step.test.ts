import { afterEach, describe, expect, it } from "vitest";
import { HTTPS_HEADER } from "./request-rules";
import { start, stop } from "./testing/front-door-harness";

afterEach(stop);

describe("the front door: the security headers", () => {
  it("puts the security headers on every answer and keeps Next's internal route off it", async () => {
    const base = await start();
    const response = await fetch(`${base}/anything`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("x-middleware-rewrite")).toBeNull();
    expect(response.headers.get("x-forecourt-site")).toBeNull(); // the platform's own headers stay inside it too
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends HSTS only when a trusted proxy says the shopper came over HTTPS", async () => {
    const untrusted = await start(0);
    expect(
      (await fetch(`${untrusted}/`, { headers: { "x-forwarded-proto": "https" } })).headers.get(
        "strict-transport-security",
      ),
    ).toBeNull();
    await stop();
    const behindProxy = await start(1);
    const response = await fetch(`${behindProxy}/`, { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d{8}/);
    expect((await response.json()).headers[HTTPS_HEADER]).toBe("1");
  });
});
