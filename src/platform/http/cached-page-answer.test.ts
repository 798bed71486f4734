import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./cached-page-policy";
import { CACHED_PAGE, PICTURE_PAGE, cachedPageRenders, raw, start, stop } from "./testing/front-door-harness";

afterEach(stop);

describe("the front door: a page from the page cache", () => {
  it("sends a redirect's Location once, as it was given", async () => {
    const base = await start();
    const answer = await raw(base, "GET /cars/ HTTP/1.1");
    expect(answer).toMatch(/^HTTP\/1\.1 308/);
    expect(answer.match(/^location:.*$/gim)?.map((line) => line.trim().toLowerCase())).toEqual(["location: /cars"]);
  });

  it("sends a cached page in the coding the browser takes, compressed once per version of the page", async () => {
    const base = await start();
    const get = (path: string, acceptEncoding?: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        const { port } = new URL(base);
        const req = request(
          { host: "127.0.0.1", port, path, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on("error", reject);
        req.end();
      });
    const html = Buffer.from(CACHED_PAGE);
    const first = await get("/cached-page", "gzip, deflate, br");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["vary"]).toMatch(/accept-encoding/i);
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
    expect(brotliDecompressSync(first.body)).toEqual(html);
    // The page's policy still names its inline script's hash (the page was read before it was compressed).
    expect(first.headers["content-security-policy"]).toMatch(/'sha256-[^']+'/);
    const again = await get("/cached-page", "gzip, deflate, br");
    expect(again.body).toEqual(first.body);
    const gzipped = await get("/cached-page", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body)).toEqual(html);
    const plain = await get("/cached-page");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toEqual(html);
    // A new version of the page is compressed anew, not answered from the old one.
    const changed = await get("/cached-page-v2", "br");
    expect(brotliDecompressSync(changed.body).toString()).toBe(`${CACHED_PAGE}<p>changed</p>`);
    expect(cachedPageRenders()).toBe(5);
  });

  it("sends a cached page with its framework scripts as Next wrote them, its inline scripts' hashes in the policy", async () => {
    const base = await start();
    const sent = PICTURE_PAGE;
    const plain = await fetch(`${base}/cached-picture-page`, { headers: { "accept-encoding": "identity" } });
    const body = await plain.text();
    expect(body).toBe(sent);
    expect(Number(plain.headers.get("content-length"))).toBe(Buffer.byteLength(sent));
    for (const hash of inlineScriptHashes(sent)) expect(plain.headers.get("content-security-policy")).toContain(hash);
    const compressed = await fetch(`${base}/cached-picture-page`, { headers: { "accept-encoding": "br" } });
    expect(await compressed.text()).toBe(sent); // fetch decodes br
  });
});
