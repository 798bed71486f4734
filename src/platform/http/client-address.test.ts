import { describe, expect, it } from "vitest";
import { clientAddress, PEER_HEADER, rateIdentity } from "./client-address";

const from = (xff?: string, peer?: string) =>
  new Headers({ ...(xff === undefined ? {} : { "x-forwarded-for": xff }), ...(peer ? { [PEER_HEADER]: peer } : {}) });

describe("clientAddress", () => {
  it("with no proxy configured (the default), is the TCP peer and ignores X-Forwarded-For, which the client writes itself", () => {
    expect(clientAddress(from("6.6.6.6", "198.51.100.7"), 0)).toBe("198.51.100.7");
    expect(clientAddress(from("1.1.1.1, 2.2.2.2", "198.51.100.7"), 0)).toBe("198.51.100.7");
  });

  it("with one proxy in front, takes the entry that proxy appended, not the client's own entries", () => {
    expect(clientAddress(from("6.6.6.6, 203.0.113.9", "10.0.0.1"), 1)).toBe("203.0.113.9");
    expect(clientAddress(from("203.0.113.9", "10.0.0.1"), 1)).toBe("203.0.113.9");
  });

  it("with two trusted proxies, takes the entry the outer one appended", () => {
    expect(clientAddress(from("6.6.6.6, 203.0.113.9, 10.0.0.2", "10.0.0.1"), 2)).toBe("203.0.113.9");
  });

  it("never reaches before the first hop when there are fewer hops than proxies", () => {
    expect(clientAddress(from("203.0.113.9", "10.0.0.1"), 3)).toBe("203.0.113.9");
    expect(clientAddress(from(undefined, "10.0.0.1"), 2)).toBe("10.0.0.1");
  });

  it("outside the front door (no peer), the last forwarded entry stands in for the peer", () => {
    expect(clientAddress(from("6.6.6.6, 203.0.113.9"), 1)).toBe("203.0.113.9");
    expect(clientAddress(from(" , 203.0.113.9 ,"), 1)).toBe("203.0.113.9");
  });

  it("falls back to one shared 'local' key when nothing names the client", () => {
    expect(clientAddress(from(""), 0)).toBe("local");
    expect(clientAddress(from("6.6.6.6"), 0)).toBe("local");
  });
});

describe("rateIdentity", () => {
  it("counts an IPv4 address (also IPv4-mapped IPv6) as itself", () => {
    expect(rateIdentity("203.0.113.9")).toBe("203.0.113.9");
    expect(rateIdentity("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("counts an IPv6 address by its /64, so one subscriber cannot rotate through its own network", () => {
    expect(rateIdentity("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(rateIdentity("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(rateIdentity("[2001:db8:1:2::99]")).toBe("2001:db8:1:2::/64");
    expect(rateIdentity("2001:db8:1:3::1")).not.toBe(rateIdentity("2001:db8:1:2::1"));
    expect(rateIdentity("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps anything else short", () => {
    expect(rateIdentity("local")).toBe("local");
    expect(rateIdentity("x".repeat(500))).toHaveLength(100);
  });
});
