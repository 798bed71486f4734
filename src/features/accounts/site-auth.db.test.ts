import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { authSessions, authUsers, authVerifications } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { clearCodes, codeIdentifier, createSiteAuth, type SiteAuth } from "./site-auth.db";

/**
 * better-auth's phone sign-in with the gaps closed, on the real database: codes hashed, 5 minutes, single use,
 * 5 wrong tries; sessions in the database and revocable; every account, code and session belongs to its site.
 */
const SECRET = "test-secret-0123456789abcdef0123456789";
const PHONE = "+61400000101";
let handle: DatabaseHandle;
const sent: { site: number; phone: string; code: string }[] = [];
const auths = new Map<string, { id: number; auth: SiteAuth }>();
const SLUGS = ["harbour-toyota", "southern-cross-motors", "tasman-caravans", "bigbox-used"];

beforeAll(async () => {
  const seeded = await openSeededTestDatabase();
  handle = seeded.handle;
  for (const slug of SLUGS) {
    const { id } = await seeded.siteFor(slug);
    const auth = createSiteAuth({
      db: handle.db,
      siteId: id,
      baseURL: `http://${slug}.localhost`,
      secret: SECRET,
      secure: false,
      sendCode: async (phone, code) => void sent.push({ site: id, phone, code }),
    });
    auths.set(slug, { id, auth });
  }
}, 120_000);
afterAll(async () => handle?.close());

const site = (slug: string) => auths.get(slug)!;
const lastCode = () => sent.at(-1)!.code;

async function requestCode(slug: string, phone = PHONE): Promise<string> {
  const { id, auth } = site(slug);
  await clearCodes(handle.db, id, phone);
  await auth.api.sendPhoneNumberOTP({ body: { phoneNumber: phone }, headers: new Headers() });
  return lastCode();
}

async function verify(slug: string, code: string, phone = PHONE) {
  return site(slug).auth.api.verifyPhoneNumber({
    body: { phoneNumber: phone, code },
    headers: new Headers(),
    returnHeaders: true,
  });
}

function cookieOf(headers: Headers): string {
  const set = headers.getSetCookie().find((c) => c.startsWith("forecourt.session_token="));
  if (!set) throw new Error("no session cookie");
  return set.split(";")[0]!;
}

async function sessionFor(slug: string, cookie: string) {
  return site(slug).auth.api.getSession({ headers: new Headers({ cookie }) });
}

async function signIn(slug: string, phone = PHONE): Promise<string> {
  const code = await requestCode(slug, phone);
  const { headers } = await verify(slug, code, phone);
  return cookieOf(headers);
}

describe("sign-in codes", () => {
  it("sends a 6-digit code and stores only its hash", async () => {
    const code = await requestCode("harbour-toyota");
    expect(code).toMatch(/^\d{6}$/);
    const rows = await handle.db
      .select({ value: authVerifications.value, expiresAt: authVerifications.expiresAt })
      .from(authVerifications)
      .where(eq(authVerifications.identifier, codeIdentifier(PHONE)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value).not.toContain(code);
    expect(rows[0]!.value).toMatch(/^[0-9a-f]{64}:0$/);
    const ttl = rows[0]!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(290_000);
    expect(ttl).toBeLessThanOrEqual(300_000);
  });

  it("signs in with the right code, once: the same code a second time is refused", async () => {
    const code = await requestCode("harbour-toyota");
    const { headers, response } = await verify("harbour-toyota", code);
    expect(response.status).toBe(true);
    const cookie = cookieOf(headers);
    const set = headers.getSetCookie().find((c) => c.startsWith("forecourt.session_token="))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect((await sessionFor("harbour-toyota", cookie))?.user).toMatchObject({ phoneNumber: PHONE });
    await expect(verify("harbour-toyota", code)).rejects.toMatchObject({
      body: { message: "That code is no longer valid. Ask for a new code." },
    });
  });

  it("of two concurrent tries with the right code, exactly one signs in", async () => {
    const code = await requestCode("harbour-toyota");
    const results = await Promise.allSettled([verify("harbour-toyota", code), verify("harbour-toyota", code)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("counts wrong tries and blocks the code after the fifth, even for the right code", async () => {
    const code = await requestCode("harbour-toyota");
    const wrong = code === "000000" ? "111111" : "000000";
    for (const left of [4, 3, 2, 1]) {
      await expect(verify("harbour-toyota", wrong)).rejects.toMatchObject({
        body: { message: expect.stringContaining(`${left} ${left === 1 ? "try" : "tries"} left`) },
      });
    }
    await expect(verify("harbour-toyota", wrong)).rejects.toMatchObject({
      body: { message: "Too many wrong tries for this code. Ask for a new code." },
    });
    await expect(verify("harbour-toyota", code)).rejects.toMatchObject({
      body: { message: "Too many wrong tries for this code. Ask for a new code." },
    });
  });

  it("refuses a code after 5 minutes", async () => {
    const code = await requestCode("harbour-toyota");
    await handle.db
      .update(authVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authVerifications.identifier, codeIdentifier(PHONE)));
    await expect(verify("harbour-toyota", code)).rejects.toMatchObject({
      body: { message: expect.stringContaining("has expired") },
    });
  });

  it("a new code replaces the one before it", async () => {
    const first = await requestCode("harbour-toyota");
    const second = await requestCode("harbour-toyota");
    if (first !== second) await expect(verify("harbour-toyota", first)).rejects.toBeTruthy();
    expect((await verify("harbour-toyota", second)).response.status).toBe(true);
  });
});

describe("the session cookie", () => {
  it("is Secure, with the __Secure- prefix, when the site is served over HTTPS", async () => {
    const { id } = site("harbour-toyota");
    const secure = createSiteAuth({
      db: handle.db,
      siteId: id,
      baseURL: "https://harbour-toyota.example",
      secret: SECRET,
      secure: true,
      sendCode: async (phone, code) => void sent.push({ site: id, phone, code }),
    });
    await clearCodes(handle.db, id, "+61400000909");
    await secure.api.sendPhoneNumberOTP({ body: { phoneNumber: "+61400000909" }, headers: new Headers() });
    const { headers } = await secure.api.verifyPhoneNumber({
      body: { phoneNumber: "+61400000909", code: lastCode() },
      headers: new Headers(),
      returnHeaders: true,
    });
    const set = headers.getSetCookie().find((c) => c.startsWith("__Secure-forecourt.session_token="));
    expect(set).toMatch(/; Secure/i);
    expect(set).toMatch(/HttpOnly/i);
  });
});

describe("sessions live in the database", () => {
  it("ends a session at once when it is signed out, and every session on sign out everywhere", async () => {
    const one = await signIn("harbour-toyota");
    const two = await signIn("harbour-toyota");
    const auth = site("harbour-toyota").auth;
    await auth.api.signOut({ headers: new Headers({ cookie: one }) });
    expect(await sessionFor("harbour-toyota", one)).toBeNull();
    expect(await sessionFor("harbour-toyota", two)).not.toBeNull();
    const three = await signIn("harbour-toyota");
    await auth.api.revokeSessions({ headers: new Headers({ cookie: three }) });
    expect(await sessionFor("harbour-toyota", two)).toBeNull();
    expect(await sessionFor("harbour-toyota", three)).toBeNull();
  });
});

describe("accounts belong to their site", () => {
  it.each(SLUGS.flatMap((a) => SLUGS.filter((b) => b !== a).map((b) => [a, b] as const)))(
    "a session from %s gives nothing on %s",
    async (from, to) => {
      const cookie = await signIn(from, "+61400000202");
      expect(await sessionFor(from, cookie)).not.toBeNull();
      expect(await sessionFor(to, cookie)).toBeNull();
    },
  );

  it("one phone number is a separate account on each site", async () => {
    const users = await handle.db
      .select({ siteId: authUsers.siteId })
      .from(authUsers)
      .where(eq(authUsers.phoneNumber, "+61400000202"));
    expect(new Set(users.map((u) => u.siteId)).size).toBe(SLUGS.length);
  });

  it("a code sent on one site does not sign in on another", async () => {
    const code = await requestCode("harbour-toyota", "+61400000303");
    await requestCode("bigbox-used", "+61400000303");
    await expect(verify("tasman-caravans", code, "+61400000303")).rejects.toBeTruthy();
    const bigboxSessions = await handle.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
      .where(and(eq(authUsers.phoneNumber, "+61400000303"), eq(authSessions.siteId, site("bigbox-used").id)));
    expect(bigboxSessions).toHaveLength(0);
  });
});
