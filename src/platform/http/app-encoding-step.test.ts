import { afterEach, describe, expect, it } from "vitest";
import { APP_CONTENT_ENCODING_HEADER } from "./content-encoding";
import { start, stop } from "./testing/front-door-harness";

afterEach(stop);

describe("the front door: an answer a route compressed itself", () => {
  it("sends the coding a route compressed its own answer in as Content-Encoding, never the route's own header", async () => {
    const base = await start();
    const response = await fetch(`${base}/app-encoded`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get(APP_CONTENT_ENCODING_HEADER)).toBeNull();
    expect(await response.json()).toEqual({ compressed: "once" });
  });
});
