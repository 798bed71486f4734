import { request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { carriesPreview } from "./preview-answer-step";
import { start, stop } from "./testing/front-door-harness";

afterEach(stop);

/** The answer's headers for a path asked of a site's host with these cookies. */
function headersFor(base: string, path: string, cookie?: string): Promise<Record<string, unknown>> {
  const { port } = new URL(base);
  const headers: Record<string, string> = { host: "bigbox-used.localhost" };
  if (cookie) headers.cookie = cookie;
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.headers));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the front door: a browser previewing drafts", () => {
  it("is answered uncacheable by any shared cache, even where Next marks the page cacheable", async () => {
    const base = await start();
    for (const cookie of ["fc-preview=p1.x", "a=1; __prerender_bypass=abc"]) {
      const headers = await headersFor(base, "/cached-page", cookie);
      expect(headers["cache-control"], cookie).toBe("private, no-store");
      expect(headers["x-nextjs-cache"], "not labelled as from the page cache").toBeUndefined();
    }
  });

  it("leaves every other shopper's answers as they were", async () => {
    const base = await start();
    const headers = await headersFor(base, "/cached-page", "fc-preview-other=1; seen=fc-preview");
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(headers["x-nextjs-cache"]).toBe("HIT");
  });

  it("is told by the cookie's name alone", () => {
    expect(carriesPreview("fc-preview=")).toBe(true);
    expect(carriesPreview(" theme=dark ;fc-preview=abc")).toBe(true);
    expect(carriesPreview("xfc-preview=abc")).toBe(false);
    expect(carriesPreview(null)).toBe(false);
  });
});
