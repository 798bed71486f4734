import type { DoorStep } from "./door-step";
import { advise } from "./response-advice";

/**
 * Response headers that only describe how the request travelled inside the platform: Next's routing (x-middleware-*)
 * and the platform's own (x-forecourt-*: the site, the peer's address, the host); none is the client's business.
 */
const INTERNAL_RESPONSE_HEADER = /^x-(middleware|forecourt)-/i;

/** Keeps the internal headers off every answer, whether Next sets them one by one or hands them to writeHead. */
export const hideInternalHeaders: DoorStep = ({ res }) => {
  advise(res, "setHeader", (proceed, name, value) =>
    INTERNAL_RESPONSE_HEADER.test(String(name)) ? res : proceed(name, value),
  );
  advise(res, "writeHead", (proceed, status, ...rest) => {
    for (const name of res.getHeaderNames()) if (INTERNAL_RESPONSE_HEADER.test(name)) res.removeHeader(name);
    return proceed(status, ...rest.map(withoutInternal));
  });
};

function withoutInternal(arg: unknown): unknown {
  if (Array.isArray(arg)) {
    // A flat [name, value, name, value] list.
    const kept: unknown[] = [];
    for (let i = 0; i + 1 < arg.length; i += 2)
      if (!INTERNAL_RESPONSE_HEADER.test(String(arg[i]))) kept.push(arg[i], arg[i + 1]);
    return kept;
  }
  if (arg && typeof arg === "object")
    return Object.fromEntries(Object.entries(arg).filter(([name]) => !INTERNAL_RESPONSE_HEADER.test(name)));
  return arg;
}
