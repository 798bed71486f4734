/**
 * The client a request comes from, for rate limits and view counts.
 *
 * Each proxy in front of the platform appends the address it was connected from to X-Forwarded-For,
 * so only the last `trustedProxies` entries were written by machines we run; anything before them
 * is the client's own say-so and would let it pick a fresh address for every request. The client is
 * the entry the outermost trusted proxy appended. With no proxy in front, Next fills the header from
 * the socket when the request has none, and that lone (last) entry is the client.
 */
export function clientAddress(headers: Pick<Headers, "get">, trustedProxies: number): string {
  const forwarded = (headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  if (forwarded.length > 0) return forwarded[Math.max(0, forwarded.length - Math.max(1, trustedProxies))]!;
  return headers.get("x-real-ip")?.trim() || "local";
}
