import { randomUUID } from "node:crypto";

/** What a request id a proxy sends may look like: short, and nothing a log line or header could be broken by. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id a request is logged under and answered with (X-Request-Id). Rule: a proxy's `X-Request-Id` is taken only
 * behind trusted proxies (TRUSTED_PROXIES > 0: the operator's own load balancer wrote it) and only when it looks like
 * an id; otherwise, and always without a proxy (a client would choose its own), a fresh one is made.
 */
export function requestIdFor(sent: string | null, trustedProxies: number): string {
  if (trustedProxies > 0 && sent && ACCEPTED_ID.test(sent)) return sent;
  return randomUUID();
}
