import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "./support/test";
import { E2E_PORT } from "../playwright.config";
import { expectAccessible } from "./support/axe";
import type { Site } from "./support/http";
import { siteUrl } from "./support/sites";

type Answer = { status: number; headers: http.IncomingHttpHeaders; bytes: Buffer };

/** A GET as it arrives from the proxy in front, its body's bytes as sent (Node decompresses nothing). */
function get(site: Site, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: "127.0.0.1", port: E2E_PORT, path, headers: { host: `${site}.localhost:${E2E_PORT}`, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error("no answer within 30 s")));
  });
}

/** The answer without its timing, which differs from one request to the next. */
const withoutMs = (json: string) => {
  const { ms, ...rest } = JSON.parse(json) as { ms: number } & Record<string, unknown>;
  expect(typeof ms).toBe("number");
  return rest;
};

const SEARCH = "/api/search?make=Toyota&sortBy=price-desc";
const SHARED = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";

test.describe("/api/search: compressed by Accept-Encoding, held briefly by a CDN", () => {
  test("br, gzip and none give the same JSON, each in its own coding, all marked Vary: Accept-Encoding", async () => {
    const identity = await get("bigbox-used", SEARCH);
    expect(identity.status).toBe(200);
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.headers["content-type"]).toMatch(/^application\/json/);
    expect(identity.bytes.length).toBeGreaterThan(1024); // large enough to be compressed
    const plain = withoutMs(identity.bytes.toString("utf8"));
    expect((plain.hits as unknown[]).length).toBeGreaterThan(0);

    const br = await get("bigbox-used", SEARCH, { "accept-encoding": "br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.bytes.length).toBeLessThan(identity.bytes.length / 3);
    expect(withoutMs(brotliDecompressSync(br.bytes).toString("utf8"))).toEqual(plain);

    const gzip = await get("bigbox-used", SEARCH, { "accept-encoding": "gzip" });
    expect(gzip.status).toBe(200);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.bytes.length).toBeLessThan(identity.bytes.length / 3);
    // Compressed once: one gunzip gives the JSON itself.
    expect(withoutMs(gunzipSync(gzip.bytes).toString("utf8"))).toEqual(plain);

    const browser = await get("bigbox-used", SEARCH, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(browser.headers["content-encoding"]).toBe("br");

    for (const answer of [identity, br, gzip, browser]) {
      expect(answer.headers.vary?.toLowerCase()).toContain("accept-encoding");
      expect(answer.headers["cache-control"]).toBe(SHARED);
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
  });

  test("a 400 naming the field is never stored, in any coding", async () => {
    for (const coding of [undefined, "br", "gzip"]) {
      const answer = await get(
        "harbour-toyota",
        "/api/search?colour_of=red",
        coding ? { "accept-encoding": coding } : {},
      );
      expect(answer.status).toBe(400);
      expect(answer.headers["cache-control"]).toBe("private, no-store");
      const body =
        answer.headers["content-encoding"] === "br"
          ? brotliDecompressSync(answer.bytes)
          : answer.headers["content-encoding"] === "gzip"
            ? gunzipSync(answer.bytes)
            : answer.bytes;
      expect(JSON.parse(body.toString("utf8")).error.fields).toHaveProperty("colour_of");
    }
  });

  test("a site's not-found page (the error pages' shared frame) stays accessible", async ({ page }) => {
    const response = await page.goto(siteUrl("harbour-toyota", "/no-such-page-here"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, we couldn't find that page");
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    await expectAccessible(page);
  });
});
