import { describe, expect, it } from "vitest";
import { isPrivateAddress } from "./private-address";

describe("addresses a stock photo may not be fetched from", () => {
  it("refuses this machine, private networks, link-local metadata services and their IPv6 forms", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "::1",
      "::",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "64:ff9b::7f00:1",
      "not an address",
    ])
      expect(isPrivateAddress(address), address).toBe(true);
  });

  it("lets public addresses through", () => {
    for (const address of ["93.184.215.14", "172.32.0.1", "8.8.8.8", "2606:4700::6810:84e5"])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});
