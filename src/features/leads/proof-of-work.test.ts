import { beforeAll, describe, expect, it, vi } from "vitest";
import { CHALLENGE_TTL_MS, issueChallenge, leadingZeroBits, solveChallenge, verifySolution } from "./proof-of-work";

const secret = "test-secret-not-for-production";
const siteId = 7;
const now = Date.parse("2026-11-21T00:00:00Z");

/** A valid solution at difficulty 8, shared by the rejection tests (solving is the slow part). */
let token = "";
let nonce = "";
beforeAll(async () => {
  token = await issueChallenge(secret, siteId, 8, now);
  nonce = await solveChallenge(token, 8);
});

const verify = (overrides: Partial<Parameters<typeof verifySolution>[0]> = {}) =>
  verifySolution({ secret, siteId, token, nonce, now: now + 1_000, minDifficulty: 8, ...overrides });

/** Flips the last hex digit of one dot-separated part of the token. */
const tamper = (t: string, part: number, replacement?: string) =>
  t
    .split(".")
    .map((p, i) => (i !== part ? p : (replacement ?? p.slice(0, -1) + (p.endsWith("0") ? "1" : "0"))))
    .join(".");

describe("proof-of-work spam check", () => {
  it("issues an opaque token v1.{site}.{difficulty}.{issuedAt}.{16 random bytes}.{hmac}, different every time", async () => {
    expect(token).toMatch(new RegExp(`^v1\\.7\\.8\\.${now}\\.[0-9a-f]{32}\\.[0-9a-f]{64}$`));
    expect(await issueChallenge(secret, siteId, 8, now)).not.toBe(token);
  });

  it("refuses to issue with an empty secret or a difficulty outside 1..24", async () => {
    await expect(issueChallenge("", siteId, 8, now)).rejects.toThrow(/secret/);
    await expect(issueChallenge(secret, siteId, 0, now)).rejects.toThrow(RangeError);
    await expect(issueChallenge(secret, siteId, 25, now)).rejects.toThrow(RangeError);
    await expect(issueChallenge(secret, siteId, 8.5, now)).rejects.toThrow(RangeError);
  });

  it("solves and verifies at difficulty 8", async () => {
    expect(nonce).toMatch(/^\d+$/);
    const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${token}:${nonce}`)));
    expect(leadingZeroBits(hash)).toBeGreaterThanOrEqual(8);
    expect(await verify()).toEqual({ ok: true });
  });

  it("signs with standard HMAC-SHA256, so tokens match ones signed by Web Crypto", async () => {
    const body = token.slice(0, token.lastIndexOf("."));
    const key = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
    expect(token.slice(token.lastIndexOf(".") + 1)).toBe(Buffer.from(mac).toString("hex"));
  });

  it("works without crypto.subtle (browsers on plain HTTP have only crypto.getRandomValues)", async () => {
    vi.stubGlobal("crypto", { getRandomValues: crypto.getRandomValues.bind(crypto) });
    try {
      const t = await issueChallenge(secret, siteId, 8, now);
      const n = await solveChallenge(t, 8);
      expect(await verifySolution({ secret, siteId, token: t, nonce: n, now, minDifficulty: 8 })).toEqual({ ok: true });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(crypto.subtle).toBeDefined();
  });

  it("accepts a token issued at a higher difficulty than the minimum, until the end of its 30 minutes", async () => {
    expect(await verify({ minDifficulty: 4 })).toEqual({ ok: true });
    expect(await verify({ now: now + CHALLENGE_TTL_MS })).toEqual({ ok: true });
  });

  it("rejects a tampered token: any changed part breaks the signature", async () => {
    expect(await verify({ token: tamper(token, 4) })).toEqual({ ok: false, reason: "bad_signature" }); // random
    expect(await verify({ token: tamper(token, 3, String(now + 60_000)) })).toEqual({
      ok: false,
      reason: "bad_signature",
    }); // issuedAt
    expect(await verify({ token: tamper(token, 2, "1") })).toEqual({ ok: false, reason: "bad_signature" }); // difficulty
    expect(await verify({ token: tamper(token, 1, "8"), siteId: 8 })).toEqual({ ok: false, reason: "bad_signature" }); // site
  });

  it("rejects a tampered signature and a token signed with another secret", async () => {
    expect(await verify({ token: tamper(token, 5) })).toEqual({ ok: false, reason: "bad_signature" });
    expect(await verify({ secret: "another-secret" })).toEqual({ ok: false, reason: "bad_signature" });
  });

  it("rejects a token issued for another site", async () => {
    expect(await verify({ siteId: 8 })).toEqual({ ok: false, reason: "wrong_site" });
  });

  it("rejects an expired token (older than 30 minutes) and one issued more than 60 s in the future", async () => {
    expect(await verify({ now: now + CHALLENGE_TTL_MS + 1 })).toEqual({ ok: false, reason: "expired" });
    expect(await verify({ now: now - 60_000 })).toEqual({ ok: true });
    expect(await verify({ now: now - 60_001 })).toEqual({ ok: false, reason: "expired" });
  });

  it("rejects a token whose difficulty is below the site's minimum", async () => {
    expect(await verify({ minDifficulty: 9 })).toEqual({ ok: false, reason: "too_easy" });
  });

  it("rejects a wrong nonce", async () => {
    // Find a nonce that does not solve it (at difficulty 8 almost every other nonce fails).
    let wrong = 0;
    while (String(wrong) === nonce || (await verify({ nonce: String(wrong) })).ok) wrong++;
    expect(await verify({ nonce: String(wrong) })).toEqual({ ok: false, reason: "wrong_answer" });
  });

  it("rejects malformed strings: empty, too many or too few parts, non-numeric, wrong version, bad nonce", async () => {
    const parts = token.split(".");
    const malformed = [
      "",
      `${token}.extra`,
      parts.slice(0, 5).join("."),
      tamper(token, 0, "v2"),
      tamper(token, 1, "seven"),
      tamper(token, 1, "-7"),
      tamper(token, 2, "eight"),
      tamper(token, 3, "yesterday"),
      tamper(token, 3, "1e12"),
      tamper(token, 4, "zz".repeat(16)),
      tamper(token, 5, parts[5]!.toUpperCase()),
      tamper(token, 5, parts[5]!.slice(2)),
      token + " ",
      "x".repeat(10_000),
    ];
    for (const bad of malformed) expect(await verify({ token: bad }), bad).toEqual({ ok: false, reason: "malformed" });
    for (const badNonce of ["", "abc", "-1", "1.5", "1e3", " 1", "0x10", "9".repeat(17)]) {
      expect(await verify({ nonce: badNonce }), badNonce).toEqual({ ok: false, reason: "malformed" });
    }
  });

  it("gives up solving after maxIterations", async () => {
    await expect(solveChallenge(token, 24, { maxIterations: 50 })).rejects.toThrow(/no solution within 50/);
  });

  it("stops solving when aborted", async () => {
    const controller = new AbortController();
    const solving = solveChallenge(token, 30, { signal: controller.signal });
    controller.abort(new Error("unmounted"));
    await expect(solving).rejects.toThrow("unmounted");
  });

  it("counts leading zero bits", () => {
    expect(leadingZeroBits(new Uint8Array([]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0xff, 0]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x01]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array([0x00]))).toBe(8);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x00]))).toBe(16);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x10, 0xff]))).toBe(11);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x00, 0x7f]))).toBe(17);
  });
});
