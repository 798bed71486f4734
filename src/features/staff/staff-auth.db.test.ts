import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/platform/db/client";
import { authSessions, staffSessions, staffUsers, staffVerifications } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { can } from "./roles";
import { createStaffAuth, STAFF_COOKIE_PREFIX, type StaffAuth } from "./staff-auth.db";
import { addStaff, membershipsOf, StaffInputError } from "./staff-groups.db";

/**
 * The console's staff sign-in on the real database: an e-mail code (stored as a keyed hash, 5 tries, only for staff a
 * group added), then the authenticator's code when one is enrolled; sessions of their own; groups and members.
 */
const SECRET = "staff-test-secret-0123456789abcdef012345";
let handle: DatabaseHandle;
let auth: StaffAuth;
const sent: { email: string; code: string }[] = [];
const OWNER = "olivia.owner@harbourgroup.example";
const SALES = "sam.sales@harbourgroup.example";

beforeAll(async () => {
  const seeded = await openSeededTestDatabase();
  handle = seeded.handle;
  auth = createStaffAuth({
    db: handle.db,
    baseURL: "http://console.localhost",
    secret: SECRET,
    secure: false,
    sendCode: async (email, code) => void sent.push({ email, code }),
  });
  await addStaff(auth, handle.db, {
    group: "Harbour Group",
    email: OWNER,
    name: "Olivia Owner",
    role: "owner",
    siteSlugs: ["harbour-toyota", "tasman-caravans"],
  });
  await addStaff(auth, handle.db, {
    group: "Harbour Group",
    email: SALES,
    name: "Sam Sales",
    role: "sales",
    siteSlugs: ["harbour-toyota"],
  });
}, 120_000);
afterAll(async () => handle?.close());

async function requestCode(email: string): Promise<string | null> {
  const before = sent.length;
  await auth.api.sendVerificationOTP({ body: { email, type: "sign-in" }, headers: new Headers() });
  return sent.length > before ? sent.at(-1)!.code : null;
}

function cookies(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

/** What an authenticator app shows now for a secret as its QR code carries it (RFC 6238: base32, 30 s, 6 digits). */
function authenticatorCode(base32Secret: string, now = Date.now()): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const bits = [...base32Secret.replace(/=+$/, "").toUpperCase()]
    .map((c) => alphabet.indexOf(c).toString(2).padStart(5, "0"))
    .join("");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

async function signInWithCode(email: string, code: string) {
  return auth.api.signInEmailOTP({ body: { email, otp: code }, headers: new Headers(), returnHeaders: true });
}

describe("staff sign-in by e-mail code", () => {
  it("sends a 6-digit code to a member, stores only its keyed hash, and signs in with the staff's own cookie", async () => {
    const code = await requestCode(OWNER);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await handle.db
      .select({ value: staffVerifications.value })
      .from(staffVerifications)
      .where(eq(staffVerifications.identifier, `sign-in-otp-${OWNER}`));
    expect(row!.value).not.toContain(code);
    const { headers } = await signInWithCode(OWNER, code!);
    const cookie = cookies(headers);
    expect(cookie).toMatch(new RegExp(`^${STAFF_COOKIE_PREFIX}\\.session_token=`));
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user.email).toBe(OWNER);
  });

  it("sends nothing to an address no group added, and makes no account for it", async () => {
    expect(await requestCode("stranger@elsewhere.example")).toBeNull();
    await expect(signInWithCode("stranger@elsewhere.example", "123456")).rejects.toThrow();
    const rows = await handle.db.select().from(staffUsers).where(eq(staffUsers.email, "stranger@elsewhere.example"));
    expect(rows).toHaveLength(0);
  });

  it("takes a code once, and no more after 5 wrong tries", async () => {
    const code = await requestCode(SALES);
    await signInWithCode(SALES, code!);
    await expect(signInWithCode(SALES, code!)).rejects.toThrow();
    const next = await requestCode(SALES);
    const wrong = next === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) await expect(signInWithCode(SALES, wrong)).rejects.toThrow();
    await expect(signInWithCode(SALES, next!)).rejects.toThrow();
  });

  it("keeps staff sessions apart from shoppers': their own table, and never read from a shopper's cookie", async () => {
    const { headers, response } = await signInWithCode(OWNER, (await requestCode(OWNER))!);
    const staffCookie = cookies(headers);
    expect(await handle.db.select().from(staffSessions).where(eq(staffSessions.token, response.token))).toHaveLength(1);
    expect(await handle.db.select().from(authSessions).where(eq(authSessions.token, response.token))).toHaveLength(0);
    // The same signed value under the shoppers' cookie name is no staff session.
    const asShopperCookie = staffCookie.replace(`${STAFF_COOKIE_PREFIX}.`, "forecourt.");
    expect(await auth.api.getSession({ headers: new Headers({ cookie: asShopperCookie }) })).toBeNull();
  });
});

describe("the second factor", () => {
  it("asks a member with an authenticator for its code after the e-mail code, and gives a session only then", async () => {
    const first = await signInWithCode(OWNER, (await requestCode(OWNER))!);
    const signedIn = new Headers({ cookie: cookies(first.headers) });
    const enabled = await auth.api.enableTwoFactor({ body: { method: "totp" }, headers: signedIn });
    if (enabled.method !== "totp") throw new Error("no authenticator secret");
    const secret = new URL(enabled.totpURI).searchParams.get("secret")!;
    await auth.api.verifyTOTP({ body: { code: authenticatorCode(secret) }, headers: signedIn });

    const second = await signInWithCode(OWNER, (await requestCode(OWNER))!);
    expect(second.response).toMatchObject({ twoFactorRedirect: true });
    const pending = cookies(second.headers);
    expect(pending).not.toContain(`${STAFF_COOKIE_PREFIX}.session_token=`);
    expect(await auth.api.getSession({ headers: new Headers({ cookie: pending }) })).toBeNull();
    await expect(
      auth.api.verifyTOTP({ body: { code: "000000" }, headers: new Headers({ cookie: pending }) }),
    ).rejects.toThrow();
    const verified = await auth.api.verifyTOTP({
      body: { code: authenticatorCode(secret) },
      headers: new Headers({ cookie: pending }),
      returnHeaders: true,
    });
    const session = await auth.api.getSession({ headers: new Headers({ cookie: cookies(verified.headers) }) });
    expect(session?.user.email).toBe(OWNER);
  });
});

describe("groups and members", () => {
  it("lists an owner's group with every site of it, and a salesperson's with the sites of their scope", async () => {
    const [owner] = await handle.db.select().from(staffUsers).where(eq(staffUsers.email, OWNER));
    const [sales] = await handle.db.select().from(staffUsers).where(eq(staffUsers.email, SALES));
    const [ownerView] = await membershipsOf(handle.db, owner!.id);
    const [salesView] = await membershipsOf(handle.db, sales!.id);
    expect(ownerView!.groupName).toBe("Harbour Group");
    expect(ownerView!.sites.map((s) => s.slug).sort()).toEqual(["harbour-toyota", "tasman-caravans"]);
    expect(salesView!.sites.map((s) => s.slug)).toEqual(["harbour-toyota"]);
    const harbour = salesView!.sites[0]!.id;
    const tasman = ownerView!.sites.find((s) => s.slug === "tasman-caravans")!.id;
    const lead = (siteId: number) => ({
      resource: "lead" as const,
      groupId: salesView!.member.groupId,
      siteId,
      dealershipId: null,
      locationId: null,
    });
    expect(can(salesView!.member, "read", lead(harbour))).toBe(true);
    expect(can(salesView!.member, "read", lead(tasman))).toBe(false);
  });

  it("makes a group only with its owner, and gives a site to one group only", async () => {
    const attempt = (input: Partial<Parameters<typeof addStaff>[2]>) =>
      addStaff(auth, handle.db, {
        group: "Nobody's Group",
        email: "nina@nobody.example",
        name: "Nina",
        role: "manager",
        siteSlugs: [],
        ...input,
      });
    await expect(attempt({})).rejects.toMatchObject({ field: "group" });
    await expect(attempt({ role: "owner", siteSlugs: ["harbour-toyota"] })).rejects.toBeInstanceOf(StaffInputError);
    await expect(attempt({ group: "Harbour Group", siteSlugs: ["no-such-site"] })).rejects.toMatchObject({
      field: "site",
    });
  });
});
