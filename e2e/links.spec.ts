/**
 * Every link live: a crawl of each demo site's internal links, and of a minimal freshly onboarded dealer's
 * (support/onboarded-dealer.ts: a site file, a dealer file and one car, nothing else), and journeys (with axe) through the page kinds
 * the content feature serves (a content page, parts & accessories with its parts order form, /buying, the /used-car/list
 * redirect, the directory search and the parts search).
 *
 * The crawl starts at the home page and follows every internal link (href starting with '/', fragments dropped, query
 * strings kept; /_next ignored) breadth-first to depth 2, at most ~150 pages a site: every distinct path is visited,
 * but at most 3 of each parameterised family (vehicle pages /cars/{slug}, offers /offers/{id}, each path with a query).
 * Plain HTTP, no browser; a redirect must lead to a 200. It fails listing every (source page -> link -> status).
 */
import { expect, test, type APIRequestContext, type APIResponse } from "./support/test";
import { E2E_PORT } from "../playwright.config";
import { onboardNewDealer, SLUG as NEW_DEALER, type DealerServer } from "./support/onboarded-dealer";
import { expectAccessible } from "./support/axe";
import { call, SITES, type Site } from "./support/http";
import {
  agreeToTerms,
  asOwnClient,
  chooseFirstIfAsked,
  expectSuccess,
  fillContact,
  whenFormReady,
} from "./support/leads";
import { siteUrl } from "./support/sites";

const MAX_DEPTH = 2;
const MAX_PAGES = 150;
const PER_FAMILY = 3;
const PARALLEL = 4;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The internal links of a page: anchors' hrefs on the site's own host, without their fragment. */
function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) {
    const href = match[1]!.replace(/&amp;/g, "&").split("#")[0]!;
    if (!href.startsWith("/") || href.startsWith("//") || href.startsWith("/_next")) continue;
    links.add(href);
  }
  return [...links];
}

/** The family a parameterised link belongs to (capped at PER_FAMILY), or null for a plain page (always visited). */
function familyOf(link: string): string | null {
  const [path, query] = link.split("?");
  const family = path!.replace(/^\/(cars|offers)\/[^/]+/, "/$1/*");
  if (query !== undefined) return `${family}?`;
  return family === path ? null : family;
}

type Failure = string;
/** One request for a path on the site being crawled, redirects not followed. */
type Get = (path: string) => Promise<APIResponse>;
const onSite =
  (request: APIRequestContext, site: Site): Get =>
  (path) =>
    call(request, { site, path });

/** One link's answer: 200, or a redirect whose target answers 200. */
async function check(get: Get, link: string) {
  const res = await get(link);
  if (!REDIRECTS.has(res.status())) return { ok: res.status() === 200, res, note: String(res.status()) };
  const location = res.headers()["location"] ?? "";
  const target = new URL(location, "http://127.0.0.1");
  if (target.hostname !== "127.0.0.1" && !target.hostname.endsWith("localhost"))
    return { ok: false, res, note: `${res.status()} to another host ${location}` };
  const next = await get(`${target.pathname}${target.search}`);
  return { ok: next.status() === 200, res: next, note: `${res.status()} -> ${location} -> ${next.status()}` };
}

async function crawl(get: Get): Promise<{ visited: number; failures: Failure[] }> {
  const seen = new Set<string>(["/"]);
  const families = new Map<string, number>();
  const failures: Failure[] = [];
  let queue: { link: string; source: string }[] = [{ link: "/", source: "(start)" }];
  let visited = 0;
  for (let depth = 0; depth <= MAX_DEPTH && queue.length > 0; depth++) {
    const next: typeof queue = [];
    for (let i = 0; i < queue.length; i += PARALLEL) {
      const batch = queue.slice(i, i + PARALLEL);
      await Promise.all(
        batch.map(async ({ link, source }) => {
          visited++;
          const { ok, res, note } = await check(get, link);
          if (!ok) {
            failures.push(`${source} -> ${link} -> ${note}`);
            return;
          }
          if (depth === MAX_DEPTH || !(res.headers()["content-type"] ?? "").includes("text/html")) return;
          for (const found of internalLinks(await res.text())) {
            if (seen.has(found) || seen.size >= MAX_PAGES) continue;
            const family = familyOf(found);
            if (family) {
              const count = families.get(family) ?? 0;
              if (count >= PER_FAMILY) continue;
              families.set(family, count + 1);
            }
            seen.add(found);
            next.push({ link: found, source: link });
          }
        }),
      );
    }
    queue = next;
  }
  return { visited, failures };
}

test.describe("every internal link answers 200 (or redirects to a 200)", () => {
  test.describe.configure({ mode: "parallel", timeout: 120_000 });
  for (const site of SITES) {
    test(`crawl of ${site}`, async ({ request }) => {
      const { visited, failures } = await crawl(onSite(request, site));
      test.info().annotations.push({ type: "pages visited", description: String(visited) });
      expect(visited, `${site}: the crawl reached the site's pages`).toBeGreaterThan(20);
      expect(failures, `${site}: links that do not answer 200 (source -> link -> status)`).toEqual([]);
    });
  }
});

test.describe("a freshly onboarded dealer's internal links answer 200 too", () => {
  // Its own server, database and sites folder, on a port of its own (the onboarding journey's setup).
  const port = E2E_PORT + 9;
  let server: DealerServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(480_000); // db:prepare, stock:import and a server start on a loaded 2-core machine
    server = await onboardNewDealer(port);
  });
  test.afterAll(() => server?.stop());

  test(`crawl of ${NEW_DEALER}, which has no content pages, models or offers`, async ({ request }) => {
    test.setTimeout(120_000);
    const get: Get = (path) =>
      request.fetch(`http://127.0.0.1:${port}${path}`, {
        headers: { host: `${NEW_DEALER}.localhost:${port}` },
        maxRedirects: 0,
        failOnStatusCode: false,
        timeout: 30_000,
      });
    const { visited, failures } = await crawl(get);
    test.info().annotations.push({ type: "pages visited", description: String(visited) });
    expect(visited, "the crawl reached the site's pages").toBeGreaterThan(10);
    expect(failures, `${NEW_DEALER}: links that do not answer 200 (source -> link -> status)`).toEqual([]);
  });
});

test.describe("links the spec names", () => {
  const linkHref = async (request: APIRequestContext, site: Site, label: string) => {
    const html = await (await call(request, { site, path: "/" })).text();
    // The label may sit in a span beside a note (a menu entry's count): the anchor's first text is its label.
    return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"[^>]*>((?:<span[^>]*>)?[^<]*)/gi)]
      .filter((m) => m[2]!.replace(/<[^>]*>/g, "").trim() === label)
      .map((m) => m[1]!.replace(/&amp;/g, "&"));
  };

  test("'Sell My Car' goes to the dealer network with a base domain, else the site's first trade-in route", async ({
    request,
  }) => {
    expect(await linkHref(request, "harbour-toyota", "Sell My Car")).toContain(
      "https://harbour-toyota.dealer-network.example/sell-my-car",
    );
    for (const site of ["southern-cross-motors", "bigbox-used"] as const)
      expect(new Set(await linkHref(request, site, "Sell My Car"))).toEqual(new Set(["/trade-in"]));
  });

  test("Toyota's manufacturer-portal links are built from the base domain", async ({ request }) => {
    const base = "https://harbour-toyota.dealer-network.example";
    expect(await linkHref(request, "harbour-toyota", "Online Service Booking")).toContain(`${base}/service/booking`);
    expect(await linkHref(request, "harbour-toyota", "Demonstrators")).toContain(`${base}/demonstrators`);
    expect(await linkHref(request, "harbour-toyota", "Finance")).toContain(`${base}/finance`);
    expect(await linkHref(request, "harbour-toyota", "Car Loan Calculator")).toContain(`${base}/car-loan-calculator`);
  });

  test("Southern Cross's finance links go to its finance page, /finance-enquiry", async ({ request }) => {
    const links = await linkHref(request, "southern-cross-motors", "Finance");
    expect(links).toContain("/finance-enquiry");
    for (const href of links) expect(href).toMatch(/^\/finance-enquiry(\?|$)/);
    const results = await (await call(request, { site: "southern-cross-motors", path: "/search/used-cars" })).text();
    const finance = [...results.matchAll(/href="([^"]*car_id=[^"]*)"[^>]*>Finance</g)].map((m) => m[1]!);
    expect(finance.length).toBeGreaterThan(0);
    for (const href of finance) expect(href).toMatch(/^\/finance-enquiry\?car_id=/);
  });
});

test.describe("content page kinds, with axe", () => {
  test("a content page: Warranty Advantage, its booking card on the base domain", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/warranty"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Warranty Advantage");
    await expect(page.getByRole("link", { name: /Book a service online/ })).toHaveAttribute(
      "href",
      "https://harbour-toyota.dealer-network.example/service/booking",
    );
    await expectAccessible(page);
  });

  test("parts & accessories: intro, collages, accessories list and a parts order sent as a lead", async ({
    page,
  }, testInfo) => {
    await asOwnClient(page, testInfo);
    await page.goto(siteUrl("harbour-toyota", "/vehicle-parts-and-accessories/"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parts & Accessories");
    await expect(page.getByText(/one-stop shop for genuine spare parts, tools and accessories/)).toBeVisible();
    for (const heading of ["Make Every Journey Effortless", "Fit for Business", "Accessories by model"])
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    const view = page.getByRole("link", { name: /^View Accessories/ });
    expect(await view.count()).toBeGreaterThan(0);
    await expect(view.first()).toHaveAttribute("href", /^\/[a-z0-9-]+\/accessories$/);
    await expectAccessible(page);

    const form = page.locator("#parts-form");
    await whenFormReady(form);
    await fillContact(form);
    await form.getByLabel("Part description").fill("Genuine tow bar and wiring harness");
    await form.getByLabel("Vehicle (optional)").fill("2022 Toyota HiLux SR5");
    await chooseFirstIfAsked(form, "Location");
    await agreeToTerms(form);
    await form.getByRole("button", { name: "Send parts order" }).click();
    await expectSuccess(page, "Thank you for your enquiry", 22);
    await expectAccessible(page);
  });

  test("/buying: cards to stock, finance, trade-in, test drive and offers at the site's routes", async ({ page }) => {
    await page.goto(siteUrl("southern-cross-motors", "/buying"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buying with Southern Cross Motors");
    await expect(page.getByRole("link", { name: "Explore finance" })).toHaveAttribute("href", "/finance-enquiry");
    await expect(page.getByRole("link", { name: "Search used stock" })).toHaveAttribute("href", "/search/used-cars");
    await expectAccessible(page);
  });

  test("/used-car/list is a permanent redirect to the used search", async ({ page, request }) => {
    const res = await call(request, { site: "bigbox-used", path: "/used-car/list" });
    expect(res.status()).toBe(308);
    expect(res.headers()["location"]).toMatch(/\/search\/used-cars$/);
    await page.goto(siteUrl("bigbox-used", "/used-car/list"));
    await expect(page).toHaveURL(/\/search\/used-cars$/);
    await expectAccessible(page);
  });

  test("the directory search finds pages, models and offers, says when nothing matches, and takes any input", async ({
    page,
    request,
  }) => {
    await page.goto(siteUrl("harbour-toyota", "/"));
    await page.getByRole("contentinfo").getByRole("link", { name: "Search this site" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search this site");
    await page.getByLabel("Search for").fill("WARRANTY");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/directory\?q=WARRANTY$/);
    await expect(page.getByRole("main").getByRole("link", { name: "Warranty Advantage" })).toHaveAttribute(
      "href",
      "/warranty",
    );
    await expectAccessible(page);

    await page.getByLabel("Search for").fill("zebra crossing");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText(/No pages, models or offers match/)).toBeVisible();
    await expectAccessible(page);

    for (const q of ["%3Cscript%3E", "x".repeat(5000), "%00%FF", "a&q=b&q=c", "%E2%80%AE%F0%9F%9A%97"]) {
      const res = await call(request, { site: "harbour-toyota", path: `/directory?q=${q}` });
      expect(res.status(), q.slice(0, 40)).toBeLessThan(500);
    }
  });

  test("/parts/search says what it searches, finds parts pages and offers the order form when nothing matches", async ({
    page,
  }) => {
    await page.goto(siteUrl("harbour-toyota", "/parts/search"));
    await expect(page.getByText(/We do not list individual parts online/)).toBeVisible();
    await page.getByLabel("Search parts and accessories").fill("roof rack");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("main").getByRole("link", { name: "Parts & Accessories" })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel("Search parts and accessories").fill("flux capacitor");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText(/Nothing on our site matches/)).toBeVisible();
    await expect(page.locator("#parts-form").getByLabel("Part description")).toHaveValue("flux capacitor");
    await expectAccessible(page);
  });
});
