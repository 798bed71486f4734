import { describe, expect, it } from "vitest";
import { isLoopback, operatorAllowed } from "./operator-access";

const TOKEN = "s3cr3t-operator-token-of-forty-three-chars-xx";

describe("operator door access", () => {
  it("lets in loopback with the server's token, over IPv4, IPv6 and IPv4-mapped IPv6", () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"])
      expect(operatorAllowed(address, `Bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it("refuses any other address, even with the right token", () => {
    for (const address of ["10.0.0.5", "192.168.1.2", "::ffff:10.0.0.5", "fe80::1", undefined])
      expect(operatorAllowed(address, `Bearer ${TOKEN}`, TOKEN)).toBe(false);
    expect(isLoopback("127.0.0.2")).toBe(false);
  });

  it("refuses a missing, wrong, shorter, longer or unprefixed token", () => {
    for (const header of [undefined, "", "Bearer ", `Bearer ${TOKEN.slice(0, -1)}`, `Bearer ${TOKEN}x`, TOKEN])
      expect(operatorAllowed("127.0.0.1", header, TOKEN)).toBe(false);
    expect(operatorAllowed("127.0.0.1", "Bearer wrong", TOKEN)).toBe(false);
  });

  it("refuses everyone while the server has no token yet", () => {
    expect(operatorAllowed("127.0.0.1", "Bearer ", "")).toBe(false);
    expect(operatorAllowed("127.0.0.1", "Bearer x", "")).toBe(false);
  });
});
