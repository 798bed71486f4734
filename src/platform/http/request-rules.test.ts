import { describe, expect, it } from "vitest";
import {
  baseSecurityHeaders,
  consoleSecurityPolicy,
  refusalBody,
  contentSecurityPolicy,
  frameOptions,
  isErrorShell,
  isNotFoundKind,
  notFoundKind,
  originHost,
  refusal,
  type RequestFacts,
} from "./request-rules";

const post = (facts: Partial<RequestFacts>): RequestFacts => ({
  method: "POST",
  pathname: "/api/leads",
  origin: "http://harbour-toyota.localhost:3000",
  secFetchSite: "same-origin",
  contentType: "application/json",
  ...facts,
});
const own = (origin: string) => originHost(origin) === "harbour-toyota.localhost:3000";

describe("refusal", () => {
  it("refuses a post whose Origin is another site's page (403), and one the browser marks cross-site", () => {
    expect(refusal(post({ origin: "http://evil.example" }), own)?.status).toBe(403);
    expect(refusal(post({ origin: "null" }), own)?.status).toBe(403);
    expect(refusal(post({ origin: null, secFetchSite: "cross-site" }), own)?.status).toBe(403);
    expect(
      refusal(
        post({ pathname: "/contact", origin: "http://evil.example", contentType: "multipart/form-data; boundary=x" }),
        own,
      )?.status,
    ).toBe(403);
  });

  it("never refuses a request that changes nothing", () => {
    expect(refusal(post({ method: "GET", origin: "http://evil.example", secFetchSite: "cross-site" }), own)).toBeNull();
    expect(refusal(post({ method: "HEAD", origin: "http://evil.example" }), own)).toBeNull();
  });

  it("lets another program in without an Origin, when it sends JSON to the API", () => {
    expect(refusal(post({ origin: null, secFetchSite: null }), own)).toBeNull();
    expect(refusal(post({}), own)).toBeNull();
  });

  it("takes only application/json on the JSON API (415), even from the site's own pages", () => {
    expect(refusal(post({ contentType: "text/plain" }), own)?.status).toBe(415);
    expect(refusal(post({ contentType: null }), own)?.status).toBe(415);
    expect(refusal(post({ contentType: "application/json; charset=utf-8" }), own)).toBeNull();
    expect(refusal(post({ pathname: "/contact", contentType: "multipart/form-data; boundary=x" }), own)).toBeNull();
  });

  it("takes a feed file (CSV, JSON or XML) on the stock feed push, a bearer-key API, and nothing else there", () => {
    const push = (contentType: string | null) => post({ pathname: "/api/feeds/push", origin: null, contentType });
    expect(refusal(push("text/csv"), own)).toBeNull();
    expect(refusal(push("application/xml"), own)).toBeNull();
    expect(refusal(push("application/json"), own)).toBeNull();
    expect(refusal(push("multipart/form-data; boundary=x"), own)?.status).toBe(415);
    expect(refusal(post({ contentType: "text/csv" }), own)?.status).toBe(415);
  });
});
describe("refusalBody", () => {
  it("answers the JSON API in its error shape and a page in plain text", () => {
    const refused = {
      status: 413 as const,
      code: "too_large",
      message: "The request body must be at most 50000 bytes",
    };
    const api = refusalBody(refused, "/api/leads");
    expect(api.contentType).toBe("application/json");
    expect(JSON.parse(api.body)).toEqual({ error: { code: "too_large", message: refused.message } });
    expect(refusalBody(refused, "/contact")).toEqual({
      contentType: "text/plain; charset=utf-8",
      body: `${refused.message}\n`,
    });
  });
});

describe("originHost", () => {
  it("reads the host of an http(s) origin and nothing else", () => {
    expect(originHost("https://harbour-toyota.example")).toBe("harbour-toyota.example");
    expect(originHost("http://localhost:3000")).toBe("localhost:3000");
    expect(originHost("null")).toBeNull();
    expect(originHost("file:///etc/passwd")).toBeNull();
  });
});

describe("security headers", () => {
  it("every answer says nosniff, a referrer policy and a permissions policy; HSTS only over HTTPS", () => {
    const plain = new Map(baseSecurityHeaders(false));
    expect(plain.get("X-Content-Type-Options")).toBe("nosniff");
    expect(plain.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(plain.has("Permissions-Policy")).toBe(true);
    expect(plain.has("Strict-Transport-Security")).toBe(false);
    expect(new Map(baseSecurityHeaders(true)).get("Strict-Transport-Security")).toBe("max-age=31536000");
  });

  it("a page's policy allows scripts only with its nonce, and frames only on the site and the origins it lists", () => {
    const policy = contentSecurityPolicy({ nonce: "abc123", frameAncestors: [], https: false, development: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic' 'sha256-");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
    const embedded = contentSecurityPolicy({
      nonce: "n",
      frameAncestors: ["https://www.toyota.example"],
      https: true,
      development: false,
    });
    expect(embedded).toContain("frame-ancestors 'self' https://www.toyota.example");
    expect(embedded).toContain("upgrade-insecure-requests");
  });

  it("allows a map provider's images only when the site's pages load them (a site with a maps key)", () => {
    const base = { nonce: "n", frameAncestors: [], https: false, development: false };
    expect(contentSecurityPolicy(base)).toContain("img-src 'self' data: blob:;");
    expect(contentSecurityPolicy({ ...base, imageOrigins: [] })).toContain("img-src 'self' data: blob:;");
    expect(contentSecurityPolicy({ ...base, imageOrigins: ["https://maps.googleapis.com"] })).toContain(
      "img-src 'self' data: blob: https://maps.googleapis.com;",
    );
  });

  it("admits a site's marketing tags' loaders and hosts only when it is given them (a site that set a tag)", () => {
    const base = { nonce: "n", frameAncestors: [], https: false, development: false };
    expect(contentSecurityPolicy(base)).toContain("connect-src 'self';");
    const tagged = contentSecurityPolicy({
      ...base,
      scriptSources: ["'sha256-abc='", "https://www.googletagmanager.com"],
      connectOrigins: ["https://*.google-analytics.com"],
    });
    expect(tagged).toMatch(
      /script-src 'self' 'nonce-n' 'strict-dynamic' 'sha256-\S+ 'sha256-abc=' https:\/\/www\.googletagmanager\.com;/,
    );
    expect(tagged).toContain("connect-src 'self' https://*.google-analytics.com;");
  });

  it("the console's policy is framed by nothing, posts only to itself and allows no inline style outside development", () => {
    const policy = consoleSecurityPolicy({ nonce: "abc123", https: true, development: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic' 'sha256-");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("style-src 'self';");
    expect(policy).not.toContain("unsafe");
    expect(policy).toContain("upgrade-insecure-requests");
    expect(consoleSecurityPolicy({ nonce: "n", https: false, development: true })).toContain("'unsafe-inline'");
  });

  it("X-Frame-Options says SAMEORIGIN unless the site lets other origins frame it (it cannot name them)", () => {
    expect(frameOptions([])).toBe("SAMEORIGIN");
    expect(frameOptions(["https://www.toyota.example"])).toBeNull();
  });
});

describe("the not-found page for a path (front door repairNotFoundShell)", () => {
  it("answers a path under /cars/{slug} with the vehicle's own not-found page, any other with the site's", () => {
    expect(notFoundKind("/cars/no-such-car-123")).toBe("vehicle");
    expect(notFoundKind("/cars/no-such-car-123/make-an-offer")).toBe("vehicle");
    expect(notFoundKind("/cars")).toBe("site");
    expect(notFoundKind("/carsales/x")).toBe("site");
    expect(notFoundKind("/search/no-such-search")).toBe("site");
  });
  it("takes only the two kinds from the header, so a forged value renders no page", () => {
    expect(isNotFoundKind("vehicle")).toBe(true);
    expect(isNotFoundKind("site")).toBe(true);
    expect(isNotFoundKind("1")).toBe(false);
    expect(isNotFoundKind(null)).toBe(false);
  });
  it("recognises Next's empty error document, with or without its doctype", () => {
    expect(isErrorShell('<!DOCTYPE html><html id="__next_error__"><head>')).toBe(true);
    expect(isErrorShell('<html id="__next_error__">')).toBe(true);
    expect(isErrorShell('<!DOCTYPE html><html lang="en-AU">')).toBe(false);
  });
});
