import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { PROTOTYPE_NAMES } from "@/features/search/prototype-names";
import { SEARCH_PARAMS } from "./support/fuzz-inputs";
import {
  SITE_NAMES,
  aCar,
  call,
  clearOfWindowEdge,
  escapeHtml,
  forwardedFor,
  freshClient,
  headerOf,
  originOf,
  rawRequest,
  sameOriginJson,
  serverActionId,
} from "./support/http";
import { siteUrl } from "./support/sites";

/** Hardening, request by request: malformed requests, cross-site posts and body limits, the JSON API's content type, client addresses. */

const EVIL = "http://evil.example";
const lead = (name = "Api Client") => ({
  form: "enquiry",
  fields: {
    name,
    email: "api.client@example.com",
    phone: "0412 000 789",
    message: "From another program",
    location: "fremantle-sales",
    terms_conditions: true,
  },
});

test.describe("malformed requests", () => {
  test("the site's 400 page, as a browser shows it, passes axe and leads home", async ({ page }) => {
    const response = await page.goto(siteUrl("harbour-toyota", "/locations/%ed%a0%80"));
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, we couldn't read that address");
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    await expectAccessible(page);
  });

  test("broken percent-encoding in a known site's path is a 400 with the site's own error page", async ({
    request,
  }) => {
    const answers: string[] = [];
    for (const site of ["harbour-toyota", "bigbox-used", "tasman-caravans"] as const) {
      for (const path of ["/cars/%", "/%ZZ", "/search/%E0%A4%A", "/locations/%ed%a0%80"]) {
        const response = await call(request, { site, path });
        const html = await response.text();
        // Every page's flight data carries the platform's not-found text (Next sends the root not-found
        // boundary along), so the page is told by its visible header and heading, not by that text.
        const page = !(response.headers()["content-type"] ?? "").includes("text/html")
          ? "not HTML"
          : headerOf(html).includes(escapeHtml(SITE_NAMES[site])) &&
              /<h1[^>]*>Sorry, we couldn&#x27;t read that address/.test(html)
            ? "the site's page"
            : "another page";
        answers.push(`${site}${path}: ${response.status()} ${page}`);
      }
    }
    expect(answers).toEqual(answers.map((a) => a.replace(/: .*$/, ": 400 the site's page")));
  });

  test("object-prototype names as search filters or search paths never get a 5xx", async ({ request }) => {
    const wrong: string[] = [];
    for (const name of PROTOTYPE_NAMES.slice(0, 5)) {
      for (const param of SEARCH_PARAMS) {
        const path = `/search/used-cars?${param}=${name}`;
        const response = await call(request, { site: "bigbox-used", path });
        const location = response.headers().location ?? "";
        // 200, or a redirect to the canonical URL (the malformed parameter dropped) that answers 200.
        const settled =
          response.status() === 200 ||
          ([301, 302, 303, 307, 308].includes(response.status()) &&
            location.startsWith("/search/used-cars") &&
            (await call(request, { site: "bigbox-used", path: location })).status() === 200);
        if (!settled) wrong.push(`${path}: ${response.status()}${location ? ` -> ${location}` : ""}`);
      }
      for (const path of [`/search/${name}`, `/search/toyota/${name}`]) {
        const status = (await call(request, { site: "harbour-toyota", path })).status();
        if (![200, 404].includes(status)) wrong.push(`${path}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("a NUL in a vehicle's slug is a 404 on every vehicle route", async ({ request }) => {
    const answers: string[] = [];
    for (const path of ["/cars/%00/view.json", "/cars/%00/pdf", "/print?car_id=%00", "/cars/%00", "/cars/abc%00def"]) {
      answers.push(`${path}: ${(await call(request, { site: "harbour-toyota", path })).status()}`);
    }
    expect(answers).toEqual(answers.map((a) => a.replace(/\d+$/, "404")));
  });
});

test.describe("cross-site requests and body limits", () => {
  test("a server action or JSON API call from a foreign origin, or marked cross-site, is refused with 403", async ({
    request,
  }) => {
    const client = freshClient(71);
    const site = "southern-cross-motors";
    const actionId = serverActionId(await (await call(request, { site, path: "/contact" })).text());
    const car = await aCar(request, site, "car_type=demo");
    const answers: string[] = [];
    for (const [label, headers] of [
      [`Origin ${EVIL}`, { origin: EVIL }],
      ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ] as const) {
      const action = await call(request, {
        site,
        method: "POST",
        path: "/contact",
        headers: { ...headers, "next-action": actionId, ...forwardedFor([], client(1)) },
        multipart: {
          form: "contact",
          name: "Cross Site",
          email: "cross@example.com",
          phone: "0412 000 999",
          category: "General Enquiry",
          message: "x",
          terms_conditions: "on",
        },
      });
      answers.push(`${label} server action: ${action.status()}`);
      for (const [path, data] of [
        ["/api/leads", lead("Cross Site")],
        ["/api/phone-reveal", car.reveal],
        ["/api/events", { event_id: 25, car_id: car.id }],
      ] as const) {
        const response = await call(request, {
          site,
          method: "POST",
          path,
          headers: { ...headers, "content-type": "application/json", ...forwardedFor([], client(2)) },
          data: JSON.stringify(data),
        });
        answers.push(`${label} ${path}: ${response.status()}`);
      }
    }
    expect(answers).toEqual(answers.map((a) => a.replace(/\d+$/, "403")));
  });

  test("a body over the limit is a 413: 2 MB to a page, 100 kB to /api/leads", async ({ request }) => {
    const site = "harbour-toyota";
    const actionId = serverActionId(await (await call(request, { site, path: "/contact" })).text());
    const big = "x".repeat(2 * 1024 * 1024);
    const asAction = await call(request, {
      site,
      method: "POST",
      path: "/contact",
      headers: { origin: originOf(site), "next-action": actionId },
      multipart: { form: "contact", message: big },
    });
    const asForm = await call(request, {
      site,
      method: "POST",
      path: "/contact",
      headers: { origin: originOf(site) },
      multipart: { [`$ACTION_ID_${actionId}`]: "", form: "contact", message: big },
    });
    const api = await call(request, {
      site,
      method: "POST",
      path: "/api/leads",
      headers: sameOriginJson(site),
      data: JSON.stringify({ form: "enquiry", fields: { message: "x".repeat(100_000) } }),
    });
    expect({ asAction: asAction.status(), asForm: asForm.status(), api: api.status() }).toEqual({
      asAction: 413,
      asForm: 413,
      api: 413,
    });
  });

  test("/api/leads refuses a declared 50 MB body with 413 at once, without reading it", async () => {
    const site = "harbour-toyota";
    const answer = await rawRequest({
      site,
      method: "POST",
      path: "/api/leads",
      timeoutMs: 5_000,
      headers: { ...sameOriginJson(site), "content-length": String(50 * 1024 * 1024) },
      send: Buffer.from(`{"form":"enquiry","fields":{"message":"${"x".repeat(64 * 1024)}`),
    });
    expect(answer.status).toBe(413);
    expect(answer.ms).toBeLessThan(5_000);
  });

  test("OPTIONS * is answered without a 5xx", async () => {
    const answer = await rawRequest({ site: "harbour-toyota", method: "OPTIONS", path: "*" });
    expect(answer.status).toBeLessThan(500);
  });

  test("TRACE and every other method the platform does not serve is a 405 naming the ones it does, never a 5xx", async () => {
    const answers: string[] = [];
    for (const [method, path] of [
      ["TRACE", "/"],
      ["TRACE", "/cars"],
      ["PUT", "/search/used-cars"],
      ["DELETE", "/api/search"],
      ["PATCH", "/api/leads"],
      ["PROPFIND", "/"],
    ] as const) {
      const answer = await rawRequest({ site: "harbour-toyota", method, path });
      answers.push(`${method} ${path}: ${answer.status} Allow: ${String(answer.headers.allow)}`);
    }
    expect(answers).toEqual(answers.map((a) => a.replace(/: .*$/, ": 405 Allow: GET, HEAD, POST, OPTIONS")));
  });
});

test.describe("ids in paths and query strings", () => {
  test("an id beyond PostgreSQL's integer is the route's 'not found' or refusal, never a 5xx", async ({ request }) => {
    const beyond = "2147483648";
    const answers: string[] = [];
    for (const site of ["harbour-toyota", "bigbox-used"] as const) {
      for (const path of [
        `/reservations/${beyond}`,
        `/reservations/${beyond}?key=x`,
        `/reservations/99999999999999999999`,
        `/reservations/${beyond}/dealer?action=confirm&token=x`,
        `/online-payment/receipt/${beyond}?key=x`,
        `/offers/${beyond}`,
        `/cars/${beyond}`,
        `/cars/${beyond}/view.json`,
        `/cars/trade-in?car_id=${beyond}`,
        `/print?car_id=${beyond}`,
        `/book-test-drive?car_id=${beyond}`,
        `/checkout-journey?car_id=${beyond}`,
        `/search/used-cars?location_id=${beyond}`,
        `/api/search?location_id=${beyond}`,
        `/api/search?dealership_id=${beyond}`,
      ]) {
        const status = (await call(request, { site, path })).status();
        if (status >= 500) answers.push(`${site}${path}: ${status}`);
      }
      for (const [path, data] of [
        ["/api/phone-reveal", { car_id: Number(beyond), dealership_id: 1, website_id: 1 }],
        ["/api/events", { event_id: 25, car_id: Number(beyond) }],
        ["/api/leads", { ...lead(), fields: { ...lead().fields, car_id: beyond } }],
      ] as const) {
        const status = (
          await call(request, { site, method: "POST", path, headers: sameOriginJson(site), data: JSON.stringify(data) })
        ).status();
        if (status >= 500) answers.push(`${site} POST ${path}: ${status}`);
      }
    }
    expect(answers).toEqual([]);
    for (const path of [`/reservations/${beyond}`, `/reservations/${beyond}/dealer?action=confirm&token=x`])
      expect((await call(request, { site: "harbour-toyota", path })).status(), path).toBe(404);
  });
});

test.describe("the trailing-slash redirect", () => {
  test("names the path once, with its query string and encoded characters as they were", async ({ request }) => {
    const wrong: string[] = [];
    for (const [path, expected] of [
      ["/cars/", "/cars"],
      ["/search/used-cars/", "/search/used-cars"],
      ["/search/used-cars/?make=Toyota&page=2", "/search/used-cars?make=Toyota&page=2"],
      ["/special-offers/?q=a%20b", "/special-offers?q=a%20b"],
      ["/caf%C3%A9/?x=%2F", "/caf%C3%A9?x=%2F"],
      ["/locations/fremantle-sales/", "/locations/fremantle-sales"],
    ] as const) {
      for (const method of ["GET", "HEAD"]) {
        const response = await call(request, { site: "harbour-toyota", path, method });
        const locations = response
          .headersArray()
          .filter((h) => h.name.toLowerCase() === "location")
          .map((h) => h.value);
        if (response.status() !== 308 || locations.length !== 1 || locations[0] !== expected)
          wrong.push(`${method} ${path}: ${response.status()} ${JSON.stringify(locations)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

test.describe("the JSON API", () => {
  test("takes only application/json: text/plain is a 415, even from the same origin", async ({ request }) => {
    const site = "bigbox-used";
    const answers: string[] = [];
    for (const [path, data] of [
      ["/api/leads", lead()],
      ["/api/phone-reveal", { car_id: 1, dealership_id: 1, website_id: 1 }],
      ["/api/events", { event_id: 25, car_id: null }],
    ] as const) {
      const response = await call(request, {
        site,
        method: "POST",
        path,
        headers: { origin: originOf(site), "content-type": "text/plain" },
        data: JSON.stringify(data),
      });
      answers.push(`${path}: ${response.status()}`);
    }
    expect(answers).toEqual(answers.map((a) => a.replace(/\d+$/, "415")));
  });

  test("a program without an Origin header sending application/json is served (the documented way in)", async ({
    request,
  }) => {
    const site = "harbour-toyota";
    const client = freshClient(72);
    const car = await aCar(request, site);
    const post = (path: string, data: unknown, n: number) =>
      call(request, {
        site,
        method: "POST",
        path,
        headers: { "content-type": "application/json", ...forwardedFor([], client(n)) },
        data: JSON.stringify(data),
      });
    const answers = {
      leads: (await post("/api/leads", lead("Program Client"), 1)).status(),
      phoneReveal: (await post("/api/phone-reveal", car.reveal, 2)).status(),
      events: (await post("/api/events", { event_id: 25, car_id: car.id }, 3)).status(),
    };
    expect(answers).toEqual({ leads: 201, phoneReveal: 200, events: 204 });
  });
});

test.describe("client addresses behind the trusted proxy (TRUSTED_PROXIES=1: the last X-Forwarded-For entry is the proxy's)", () => {
  test("rotating forged first entries does not dodge the lead limit, and another client is still served", async ({
    request,
  }) => {
    const site = "harbour-toyota";
    const client = freshClient(77);
    await clearOfWindowEdge(10 * 60_000, 20_000);
    const send = (forged: string[], proxySaw: string) =>
      call(request, {
        site,
        method: "POST",
        path: "/api/leads",
        headers: { "content-type": "application/json", ...forwardedFor(forged, proxySaw) },
        data: JSON.stringify(lead("Rotating Forger")),
      });
    const statuses: number[] = [];
    for (let n = 1; n <= 8 && !statuses.includes(429); n++)
      statuses.push((await send([`1.2.3.${n}`], client(1))).status());
    expect(statuses.slice(-1), `answers until limited: ${statuses}`).toEqual([429]);
    const rotated: number[] = [];
    for (let n = 20; n < 24; n++) rotated.push((await send([`1.2.3.${n}`, `198.51.100.${n}`], client(1))).status());
    expect(rotated).toEqual([429, 429, 429, 429]);
    expect((await send(["1.2.3.1"], client(2))).status(), "another shopper of the same dealer").toBe(201);
  });

  test("rotating forged first entries does not dodge the phone-reveal limit (20 a minute), and another client is still served", async ({
    request,
  }) => {
    const site = "southern-cross-motors";
    const client = freshClient(78);
    const car = await aCar(request, site, "car_type=demo");
    await clearOfWindowEdge(60_000, 20_000);
    const reveal = (forged: string, proxySaw: string) =>
      call(request, {
        site,
        method: "POST",
        path: "/api/phone-reveal",
        headers: { ...sameOriginJson(site), ...forwardedFor([forged], proxySaw) },
        data: JSON.stringify(car.reveal),
      });
    const statuses: number[] = [];
    for (let n = 1; n <= 24; n++) statuses.push((await reveal(`1.2.3.${n}`, client(1))).status());
    expect(statuses).toEqual([...Array(20).fill(200), 429, 429, 429, 429]);
    expect((await reveal("1.2.3.1", client(2))).status(), "another shopper of the same dealer").toBe(200);
  });

  test("forged first entries do not add views; another client's view counts", async ({ request }) => {
    const site = "bigbox-used";
    const client = freshClient(79);
    // A car far down the list, which no other journey looks at.
    const car = await aCar(request, site, "car_type=used&sortBy=km-desc&page=7");
    const views = async (forged: string, proxySaw: string) =>
      (
        await (
          await call(request, { site, path: `/cars/${car.slug}/view.json`, headers: forwardedFor([forged], proxySaw) })
        ).json()
      ).views as number;
    const first = await views("1.2.3.1", client(1));
    const again: number[] = [];
    for (let n = 2; n <= 5; n++) again.push(await views(`1.2.3.${n}`, client(1)));
    expect(again).toEqual([first, first, first, first]);
    expect(await views("1.2.3.1", client(2))).toBe(first + 1);
  });
});
