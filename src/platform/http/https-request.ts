import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";

/** Served over TLS here, or (only when the operator trusts a proxy) by a proxy that says it took HTTPS. */
export function isHttps(req: IncomingMessage, trustedProxies: number): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (trustedProxies < 1) return false;
  const proto = String(req.headers["x-forwarded-proto"] ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)
    .pop();
  return proto === "https";
}
