import { describe, expect, it } from "vitest";
import {
  authenticatorRequired,
  deviceName,
  invitationInput,
  invitationRefusal,
  mayInvite,
  mayTurnOffAuthenticator,
  mustEnrol,
  type InvitablePlace,
} from "./security-rules";

const PLACES: InvitablePlace[] = [
  {
    value: "site:1",
    label: "Harbour Toyota (the whole site)",
    scope: { siteId: 1, dealershipId: null, locationId: null },
  },
  {
    value: "dealership:7",
    label: "Harbour Toyota: Harbour Toyota",
    scope: { siteId: 1, dealershipId: 7, locationId: null },
  },
];

describe("who must have an authenticator", () => {
  it("requires one of owners and managers, in any of their groups", () => {
    expect(authenticatorRequired(["owner"])).toBe(true);
    expect(authenticatorRequired(["sales", "manager"])).toBe(true);
    expect(authenticatorRequired(["sales", "service", "marketing"])).toBe(false);
    expect(authenticatorRequired([])).toBe(false);
  });

  it("sends an owner or manager without one to enrol, and nobody else", () => {
    expect(mustEnrol(["manager"], false)).toBe(true);
    expect(mustEnrol(["manager"], true)).toBe(false);
    expect(mustEnrol(["sales"], false)).toBe(false);
  });

  it("lets only a member whose roles need none turn it off", () => {
    expect(mayTurnOffAuthenticator(["sales"])).toBe(true);
    expect(mayTurnOffAuthenticator(["owner"])).toBe(false);
    expect(mayTurnOffAuthenticator(["sales", "manager"])).toBe(false);
  });
});

describe("who may invite", () => {
  it("lets owners invite (invitation:create) and no other role", () => {
    expect(mayInvite("owner")).toBe(true);
    for (const role of ["manager", "sales", "service", "marketing"] as const) expect(mayInvite(role)).toBe(false);
  });
});

describe("an invitation's input", () => {
  const form = { email: " Sam@Dealer.example ", name: " Sam Seller ", role: "sales", places: ["dealership:7"] };

  it("takes a work address, a name, a role and places of the group, as scopes", () => {
    expect(invitationInput(form, PLACES)).toEqual({
      ok: true,
      value: {
        email: "sam@dealer.example",
        name: "Sam Seller",
        role: "sales",
        scopes: [{ siteId: 1, dealershipId: 7, locationId: null }],
      },
    });
  });

  it("names every wrong field", () => {
    const result = invitationInput({ email: "nope", name: " ", role: "admin", places: [] }, PLACES);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["email", "name", "role"]);
    expect(result.errors.email).toMatch(/^E-mail:/);
    expect(result.errors.name).toMatch(/^Name:/);
    expect(result.errors.role).toMatch(/^Role:/);
  });

  it("needs at least one place for anyone but an owner, and only places the group has", () => {
    const none = invitationInput({ ...form, places: [] }, PLACES);
    expect(none.ok ? null : none.errors.places).toMatch(/^Works at:/);
    const elsewhere = invitationInput({ ...form, places: ["site:99"] }, PLACES);
    expect(elsewhere.ok ? null : elsewhere.errors.places).toMatch(/^Works at:/);
    expect(invitationInput({ ...form, role: "owner", places: [] }, PLACES)).toMatchObject({
      ok: true,
      value: { role: "owner", scopes: [] },
    });
  });

  it("refuses a name longer than 100 characters", () => {
    const result = invitationInput({ ...form, name: "x".repeat(101) }, PLACES);
    expect(result.ok ? null : result.errors.name).toBeTruthy();
  });
});

describe("accepting an invitation", () => {
  const now = new Date("2026-11-28T10:00:00Z");
  const pending = { email: "sam@dealer.example", status: "pending", expiresAt: new Date("2026-11-29T10:00:00Z") };

  it("is open to the invited address while pending and not expired", () => {
    expect(invitationRefusal(pending, "SAM@dealer.example", now)).toBeNull();
  });

  it("refuses a missing, answered, expired or someone else's invitation, each with its reason", () => {
    expect(invitationRefusal(null, "sam@dealer.example", now)).toBe("missing");
    expect(invitationRefusal({ ...pending, status: "accepted" }, "sam@dealer.example", now)).toBe("not-pending");
    expect(invitationRefusal({ ...pending, expiresAt: now }, "sam@dealer.example", now)).toBe("expired");
    expect(invitationRefusal(pending, "eve@dealer.example", now)).toBe("other-address");
  });
});

describe("a session's device", () => {
  it("names the browser and system from the user agent", () => {
    expect(
      deviceName(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
      ),
    ).toBe("Chrome on Linux");
    expect(
      deviceName(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari/604.1",
      ),
    ).toBe("Safari on iOS");
    expect(deviceName(null)).toBe("Unknown device");
  });
});
