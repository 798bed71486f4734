import http from "node:http";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";

export const SITES = ["harbour-toyota", "southern-cross-motors", "tasman-caravans", "bigbox-used"] as const;
export type Site = (typeof SITES)[number];
export const SITE_NAMES: Record<Site, string> = {
  "harbour-toyota": "Harbour Toyota",
  "southern-cross-motors": "Southern Cross Motors",
  "tasman-caravans": "Tasman Caravans & Motorhomes",
  "bigbox-used": "BigBox Used Cars",
};

const hostOf = (site: Site) => `${site}.localhost:${E2E_PORT}`;
export const originOf = (site: Site) => `http://${hostOf(site)}`;

/** Same-origin JSON, as the site's own pages send it: judged on the body, never refused as cross-site. */
export const sameOriginJson = (site: Site) => ({ origin: originOf(site), "content-type": "application/json" });

export type Call = {
  site: Site;
  path: string; // already in URL form: raw percent signs stay as written
  method?: string;
  headers?: Record<string, string>;
  data?: string | Buffer;
  form?: Record<string, string>;
  multipart?: Record<string, string>;
  timeout?: number;
};

/**
 * One request to a site as it arrives from the proxy in front. Node cannot resolve *.localhost, so it
 * goes to this machine with the site's Host header; redirects are answers, not followed.
 */
export function call(request: APIRequestContext, c: Call): Promise<APIResponse> {
  return request.fetch(`http://127.0.0.1:${E2E_PORT}${c.path}`, {
    method: c.method ?? "GET",
    headers: { host: hostOf(c.site), ...c.headers },
    data: c.data,
    form: c.form,
    multipart: c.multipart,
    maxRedirects: 0,
    failOnStatusCode: false,
    timeout: c.timeout ?? 30_000,
  });
}

/** An X-Forwarded-For as the trusted proxy passes it on: the client's own entries, then the address the proxy saw. */
export const forwardedFor = (clientWritten: string[], proxySaw: string) => ({
  "x-forwarded-for": [...clientWritten, proxySaw].join(", "),
});

/** A client address no other run of the journeys uses (rate limits live in the database between runs). */
export function freshClient(prefix: number): (n: number) => string {
  const run = Math.floor(Math.random() * 250) + 1;
  return (n: number) => `10.${prefix}.${run}.${n}`;
}

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };

/**
 * A request written by hand, for what the request fixture cannot send: `OPTIONS *`, or a body that
 * declares far more bytes than it sends (a server must answer without waiting for them).
 */
export function rawRequest(o: {
  site: Site;
  method: string;
  path: string;
  headers?: Record<string, string>;
  send?: Buffer;
  timeoutMs?: number;
}): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: "127.0.0.1",
      port: E2E_PORT,
      method: o.method,
      path: o.path,
      headers: { host: hostOf(o.site), ...o.headers },
      setHost: false,
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${o.timeoutMs ?? 5_000} ms`));
    }, o.timeoutMs ?? 5_000);
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      const done = () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          ms: Date.now() - started,
        });
        req.destroy(); // the rest of a declared body is never sent
      };
      res.on("end", done);
      res.on("error", done);
    });
    req.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    if (o.send) req.write(o.send);
    if (!o.headers?.["content-length"]) req.end();
  });
}

/** The id of the lead form's server action on a page (the no-JS form carries it in a hidden field). */
export function serverActionId(html: string): string {
  const id = /&quot;id&quot;:&quot;([0-9a-f]{40,})&quot;/.exec(html)?.[1];
  if (!id) throw new Error("no server action on the page");
  return id;
}

/** The ids the vehicle page's phone reveal sends, as the page hands them to its script. */
function revealIds(html: string): { car_id: number; dealership_id: number; website_id: number } {
  const num = (name: string) => Number(new RegExp(`\\\\?"${name}\\\\?":(\\d+)`).exec(html)?.[1]);
  const ids = { car_id: num("carId"), dealership_id: num("dealershipId"), website_id: num("websiteId") };
  if (!Object.values(ids).every(Number.isInteger)) throw new Error("no phone reveal on the page");
  return ids;
}

/**
 * Waits, if need be, until a fixed rate-limit window (aligned to multiples of its length) has at
 * least `marginMs` left, so a test's requests all count in one window.
 */
export async function clearOfWindowEdge(windowMs: number, marginMs: number) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 250));
}

/** The Content-Security-Policy's script nonce, or null. */
export function scriptNonce(csp: string | undefined): string | null {
  const scriptSrc =
    (csp ?? "")
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src ")) ?? "";
  return /'nonce-([^']+)'/.exec(scriptSrc)?.[1] ?? null;
}

/** Every opening <script> tag of a page. */
/** The page's script tags that a browser runs: a data block (JSON-LD) is never executed, so CSP does not govern it. */
export const scriptTags = (html: string) =>
  (html.match(/<script\b[^>]*>/gi) ?? []).filter((tag) => !/type="application\/ld\+json"/i.test(tag));

/** The markup of the page's <header>: where a site names itself. */
export const headerOf = (html: string) => /<header\b[\s\S]*?<\/header>/i.exec(html)?.[0] ?? "";
export const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A used car of the site, its page's HTML and the ids its phone reveal sends. */
export async function aCar(request: APIRequestContext, site: Site, query = "car_type=used") {
  const hits = (await (await call(request, { site, path: `/api/search?${query}` })).json()).hits as {
    id: number;
    slug: string;
    status: string;
  }[];
  const car = hits.find((h) => h.status === "in_stock") ?? hits[0]!;
  const html = await (await call(request, { site, path: `/cars/${car.slug}` })).text();
  return { ...car, html, reveal: revealIds(html) };
}
