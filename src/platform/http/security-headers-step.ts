import type { DoorStep } from "./door-step";
import { baseSecurityHeaders } from "./request-rules";

/**
 * Every answer carries the security headers, whatever serves it: a page, the API, a build asset, Next's own error
 * answers and the front door's own refusals, which Next never sees (so next.config.ts `headers()` cannot give them).
 */
export const sendSecurityHeaders: DoorStep = ({ res, https }) => {
  for (const [name, value] of baseSecurityHeaders(https)) res.setHeader(name, value);
};

/** Build assets never pass the proxy, which frames pages by each site's own rule: they may be framed by their site. */
export const frameBuildAssets: DoorStep = ({ res, verdict, pathname }) => {
  if (verdict === "ok" && pathname.startsWith("/_next/")) res.setHeader("X-Frame-Options", "SAMEORIGIN");
};
