import type { DoorStep } from "./door-step";
import { baseSecurityHeaders } from "./request-rules";

/**
 * Every answer carries the security headers, whatever serves it: a page, the API, a build asset, Next's own error
 * answers and the front door's own refusals, which Next never sees (so next.config.ts `headers()` cannot give them).
 */
export const sendSecurityHeaders: DoorStep = ({ res, https }) => {
  for (const [name, value] of baseSecurityHeaders(https)) res.setHeader(name, value);
};
