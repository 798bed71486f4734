import { BlockList, isIP } from "node:net";

/**
 * Addresses a stock photo may never be fetched from: this machine, private and carrier-grade NAT networks,
 * link-local (cloud metadata services live at 169.254.169.254), multicast and reserved ranges, and IPv6's
 * equivalents (IPv4-mapped and NAT64 forms included, so an IPv4 range cannot be reached in IPv6 clothing).
 */
// Two lists: Node matches an IPv4 address against a list's IPv4-mapped IPv6 ranges too, and ::ffff:0:0/96 would
// then take in every IPv4 address.
const PRIVATE_V4 = new BlockList();
const PRIVATE_V6 = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  PRIVATE_V4.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["::ffff:0:0", 96],
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  PRIVATE_V6.addSubnet(net, prefix, "ipv6");

/** True for an address in one of those ranges, and for anything that is not an IP address at all. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? PRIVATE_V4.check(address, "ipv4") : PRIVATE_V6.check(address, "ipv6");
}
