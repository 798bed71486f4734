import { isIPv4, isIPv6 } from "node:net";

/**
 * The header the platform's own HTTP server (http/front-door.ts) sets to the TCP peer's address.
 * It removes any copy the client sent, so no request can choose it.
 */
export const PEER_HEADER = "x-forecourt-peer";

/**
 * The client a request comes from, for rate limits and view counts.
 *
 * The hops are the X-Forwarded-For entries followed by the TCP peer. Each proxy in front of the
 * platform appends the address it was connected from, so only the last `trustedProxies` hops were
 * written by machines the operator runs; anything before them is the client's own say-so and would
 * let it pick a fresh address for every request. The client is the hop just before the trusted ones:
 * with no proxy configured (the default) that is the TCP peer itself and the header is ignored.
 */
export function clientAddress(headers: Pick<Headers, "get">, trustedProxies: number): string {
  const forwarded = trustedProxies > 0 ? splitHops(headers.get("x-forwarded-for")) : [];
  const peer = headers.get(PEER_HEADER)?.trim();
  const hops = peer ? [...forwarded, peer] : forwarded;
  // Without the peer (a caller outside the front door, such as a test), the last forwarded entry stands in for it.
  const trusted = peer ? trustedProxies : Math.max(0, trustedProxies - 1);
  if (hops.length === 0) return "local";
  return hops[Math.max(0, hops.length - 1 - trusted)]!;
}

function splitHops(header: string | null): string[] {
  return (header ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The identity a rate limit counts: an IPv4 address as it is, an IPv6 address by its /64 network.
 * One IPv6 subscriber is routed a whole /64 and could otherwise take a fresh address per request.
 */
export function rateIdentity(address: string): string {
  const plain = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return address.slice(0, 100);
  return `${expandIPv6(plain).slice(0, 4).join(":")}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head, tail] = address.toLowerCase().split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::1.2.3.4) takes two groups; only the first four groups matter here.
  const fill = tail === undefined ? [] : Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0");
  return [...left, ...fill, ...right].map((group) => group.replace(/^0+(?=.)/, ""));
}
