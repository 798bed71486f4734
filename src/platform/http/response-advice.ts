import type { ServerResponse } from "node:http";

/** The response methods a front-door step may wrap (Next calls them; the step corrects what passes through). */
export type AdvisedMethod = "end" | "write" | "writeHead" | "setHeader" | "appendHeader" | "flushHeaders";

/** The method as it was before this advice: the next advice down, and at the bottom Node's own. */
export type Proceed = (...args: unknown[]) => unknown;

type Methods = Record<AdvisedMethod, (...args: unknown[]) => unknown>;

/**
 * Wraps one of a response's methods with a step's advice: the only place the front door replaces a method of Node's
 * response. Advice given later runs first (it wraps what was there), so the order of the steps
 * (front-door-order.ts) is the order in which their advice is layered. Returns what it wrapped (`proceed`, for an
 * answer the step makes itself below its own advice) and `undo`, which takes this advice off again.
 */
export function advise(
  res: ServerResponse,
  method: AdvisedMethod,
  advice: (proceed: Proceed, ...args: unknown[]) => unknown,
): { proceed: Proceed; undo: () => void } {
  const methods = res as unknown as Methods;
  const proceed = methods[method].bind(res);
  methods[method] = (...args: unknown[]) => advice(proceed, ...args);
  return {
    proceed,
    undo: () => {
      methods[method] = proceed;
    },
  };
}

/** Whatever status the page renders with, the answer goes out with this one. */
export function forceStatus(res: ServerResponse, status: number): void {
  advise(res, "writeHead", (proceed, _status, ...rest) => proceed(status, ...rest));
  Object.defineProperty(res, "statusCode", { get: () => status, set: () => {}, configurable: true });
}
