import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

const from = (xff?: string, realIp?: string) => new Headers({ ...(xff === undefined ? {} : { "x-forwarded-for": xff }), ...(realIp ? { "x-real-ip": realIp } : {}) });

describe("clientAddress", () => {
  it("takes the address the one proxy in front appended, not the client's own X-Forwarded-For entries", () => {
    expect(clientAddress(from("6.6.6.6, 203.0.113.9"), 1)).toBe("203.0.113.9");
    expect(clientAddress(from("203.0.113.9"), 1)).toBe("203.0.113.9");
  });

  it("with two trusted proxies, takes the entry the outer one appended", () => {
    expect(clientAddress(from("6.6.6.6, 203.0.113.9, 10.0.0.2"), 2)).toBe("203.0.113.9");
  });

  it("with no proxy in front, takes the entry Next filled from the socket", () => {
    expect(clientAddress(from("198.51.100.7"), 0)).toBe("198.51.100.7");
  });

  it("never reaches before the first entry when there are fewer entries than proxies", () => {
    expect(clientAddress(from("203.0.113.9"), 3)).toBe("203.0.113.9");
  });

  it("ignores empty entries and falls back to X-Real-IP, then to one shared 'local' key", () => {
    expect(clientAddress(from(" , 203.0.113.9 ,"), 1)).toBe("203.0.113.9");
    expect(clientAddress(from(undefined, "192.0.2.4"), 1)).toBe("192.0.2.4");
    expect(clientAddress(from(""), 1)).toBe("local");
  });
});
