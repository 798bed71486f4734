import { afterEach, describe, expect, it } from "vitest";
import { start, stop } from "./testing/front-door-harness";

afterEach(stop);

describe("the front door: a page post that failed", () => {
  it("answers a page post Next cannot decode (its 500) with 400 and none of Next's error body; the JSON API keeps its own status", async () => {
    const base = await start();
    const page = await fetch(`${base}/undecodable-action`, { method: "POST", body: "x" });
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toContain("text/plain");
    const text = await page.text();
    expect(text).toContain("could not be read");
    expect(text).not.toContain("Server Reference");
    expect((await fetch(`${base}/undecodable-action`)).status).toBe(500); // not a post: untouched
    expect((await fetch(`${base}/contact`, { method: "POST", body: "x" })).status).toBe(200);
  });

  it("answers a page post that failed while the database does not answer with 503 and 'please try again', not 400", async () => {
    const base = await start(0, async () => false);
    const page = await fetch(`${base}/undecodable-action`, { method: "POST", body: "x" });
    expect(page.status).toBe(503);
    expect(page.headers.get("content-type")).toContain("text/plain");
    expect(page.headers.get("cache-control")).toBe("no-store");
    const text = await page.text();
    expect(text).toContain("Please try again");
    expect(text).not.toContain("could not be read");
    expect(text).not.toContain("Server Reference");
  });

  it("still answers an unreadable page post 400 when the database answers", async () => {
    const base = await start(0, async () => true);
    const page = await fetch(`${base}/undecodable-action`, { method: "POST", body: "x" });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("could not be read");
  });
});
