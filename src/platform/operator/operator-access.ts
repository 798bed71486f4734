import { createHash, timingSafeEqual } from "node:crypto";

/** The operator door answers the machine it runs on alone: IPv4 and IPv6 loopback (also IPv4 written as IPv6). */
export function isLoopback(address: string | undefined): boolean {
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}

/**
 * Whether a request may use the operator door: from loopback, carrying `Authorization: Bearer <token>` equal to the
 * server's token. Compared as digests in constant time, so neither the length nor a prefix of the token leaks.
 */
export function operatorAllowed(remoteAddress: string | undefined, authorization: string | undefined, token: string) {
  if (!isLoopback(remoteAddress) || !token) return false;
  const presented = /^Bearer (\S+)$/.exec(authorization ?? "")?.[1];
  if (!presented) return false;
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(presented), digest(token));
}
