import { isConsoleHost } from "@/platform/site/host-resolution";
import { header, type DoorStep } from "./door-step";
import { advise } from "./response-advice";

/** What every answer on the console's host says about keeping it: nowhere, and never indexed. */
export const CONSOLE_ANSWER_HEADERS: readonly [string, string][] = [
  ["Cache-Control", "no-store"],
  ["X-Robots-Tag", "noindex, nofollow"],
];

/**
 * Answers on the console's host (FrontDoorOptions.consoleHost) hold a dealer's staff data: whatever Next or an earlier
 * step set, they go out uncacheable by the browser, a CDN or the page cache's own headers, and unindexed. Applied as the
 * headers are written, so it is the last word on them.
 */
export const keepConsolePrivate: DoorStep = ({ req, res, options }) => {
  if (!options.consoleHost || !isConsoleHost(header(req, "host"), options.consoleHost)) return;
  advise(res, "writeHead", (proceed, status, ...rest) => {
    for (const [name, value] of CONSOLE_ANSWER_HEADERS) res.setHeader(name, value);
    return proceed(status, ...rest.map((arg) => withHeaders(arg, CONSOLE_ANSWER_HEADERS)));
  });
};

/** Headers handed to writeHead itself, with these in place of any of the same name. */
export function withHeaders(arg: unknown, headers: readonly [string, string][]): unknown {
  const ours = new Set(headers.map(([name]) => name.toLowerCase()));
  if (Array.isArray(arg)) {
    const kept: unknown[] = [];
    for (let i = 0; i + 1 < arg.length; i += 2)
      if (!ours.has(String(arg[i]).toLowerCase())) kept.push(arg[i], arg[i + 1]);
    return [...kept, ...headers.flat()];
  }
  if (arg && typeof arg === "object")
    return Object.fromEntries([...Object.entries(arg).filter(([name]) => !ours.has(name.toLowerCase())), ...headers]);
  return arg;
}
