import { expect, test, type APIRequestContext } from "./support/test";
import { pageScripts, sharedScripts, type FetchedBody } from "../scripts/first-load-js";
import { E2E_PORT } from "../playwright.config";

/** Each page's own first-load scripts, gzipped (docs/adr/0003). */
const OWN_LIMIT_KB = 15;
/**
 * The scripts every page loads: Next's runtime, React and the site's shell, 140.7 kB on 2026-11-28. A feature's entry
 * (index.ts) re-exports many modules; if the bundler stopped dropping the ones a page does not use (package.json
 * `sideEffects`, docs/adr/0014), this part grew to 191.7 kB and the trade-in page's own to 106.6 kB.
 */
const SHARED_LIMIT_KB = 150;

const adapt =
  (request: APIRequestContext) =>
  async (path: string): Promise<FetchedBody> => {
    // Node does not resolve *.localhost: the request goes to this machine with the site's host named.
    const answer = await request.get(`http://127.0.0.1:${E2E_PORT}${path}`, {
      headers: { host: `harbour-toyota.localhost:${E2E_PORT}` },
    });
    expect(answer.status(), path).toBe(200);
    return { text: () => answer.text(), arrayBuffer: async () => new Uint8Array(await answer.body()).buffer };
  };

test("first-load JavaScript stays within its budgets on every kind of page", async ({ request }) => {
  const get = adapt(request);
  const search = JSON.parse(await (await get("/api/search?car_type=used")).text()) as { hits: { slug: string }[] };
  const pages = [
    "/",
    "/search/used-cars",
    `/cars/${search.hits[0]!.slug}`,
    "/trade-in",
    "/models/toyota-rav4",
    "/contact-us",
  ];
  const sizes = new Map<string, number>();
  const loaded = new Map<string, string[]>();
  for (const path of pages) loaded.set(path, await pageScripts(get, path, sizes));
  const shared = sharedScripts(loaded);
  const kb = (scripts: string[]) => scripts.reduce((total, s) => total + sizes.get(s)!, 0) / 1024;
  expect(shared.length).toBeGreaterThan(0);
  expect(kb(shared), "scripts every page loads").toBeLessThanOrEqual(SHARED_LIMIT_KB);
  for (const [path, scripts] of loaded) {
    const own = kb(scripts.filter((s) => !shared.includes(s)));
    test.info().annotations.push({ type: "own-first-load-js", description: `${path}: ${own.toFixed(1)} kB gzipped` });
    expect(own, `${path}: its own scripts`).toBeLessThanOrEqual(OWN_LIMIT_KB);
  }
});
