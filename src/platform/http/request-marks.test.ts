import { afterEach, describe, expect, it } from "vitest";
import { PEER_HEADER } from "./client-address";
import { BAD_REQUEST_HEADER, HTTPS_HEADER, INTERNAL_HEADER, SITE_HOST_HEADER } from "./request-rules";
import { start, stop } from "./testing/front-door-harness";

afterEach(stop);

describe("the front door: what the front door tells the app", () => {
  it("records the host the shopper asked for, and ignores a copy the client wrote", async () => {
    const base = await start();
    const seen = await (
      await fetch(`${base}/`, { headers: { [SITE_HOST_HEADER]: "bigbox-used.localhost", [INTERNAL_HEADER]: "guess" } })
    ).json();
    expect(seen.headers[SITE_HOST_HEADER]).toBe(new URL(base).host);
  });

  it("keeps the recorded host for Next's own follow-up request of a server action's redirect (it carries the secret)", async () => {
    const base = await start();
    // The shopper's request, as the app sees it: what Next copies into its follow-up fetch.
    const first = await (await fetch(`${base}/`, { headers: { "x-test": "1" } })).json();
    const followUp = await (
      await fetch(`${base}/payments/demo/x`, {
        headers: { [SITE_HOST_HEADER]: "bigbox-used.localhost", [INTERNAL_HEADER]: first.headers[INTERNAL_HEADER] },
      })
    ).json();
    expect(followUp.headers[SITE_HOST_HEADER]).toBe("bigbox-used.localhost");
  });

  it("tells the app the TCP peer's address and drops any copy the client sent", async () => {
    const base = await start();
    const seen = await (
      await fetch(`${base}/`, { headers: { [PEER_HEADER]: "6.6.6.6", "x-forwarded-for": "7.7.7.7" } })
    ).json();
    expect(seen.headers[PEER_HEADER]).toBe("127.0.0.1");
  });

  it("lets a well-encoded path through untouched, and no client can claim the error page or HTTPS itself", async () => {
    const base = await start();
    const response = await fetch(`${base}/cars/toyota%20rav4?x=%`, {
      headers: { [BAD_REQUEST_HEADER]: "1", [HTTPS_HEADER]: "1" },
    });
    expect(response.status).toBe(200);
    const seen = await response.json();
    expect(seen.url).toBe("/cars/toyota%20rav4?x=%");
    expect(seen.headers[BAD_REQUEST_HEADER]).toBeUndefined();
    expect(seen.headers[HTTPS_HEADER]).toBeUndefined();
  });
});
