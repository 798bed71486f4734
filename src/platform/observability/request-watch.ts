import type { IncomingMessage, ServerResponse } from "node:http";
import { pathOf } from "@/platform/http/door-step";
import { isConsoleHost } from "@/platform/site/host-resolution";
import type { Logger } from "./logger";
import { requestIdFor } from "./request-id";
import { routeKind, type RouteKind } from "./route-kind";

/** One request as logged and counted once its answer is sent (or the client left). */
export interface RequestRecord {
  reqId: string;
  method: string;
  kind: RouteKind;
  status: number;
  /** From the request's arrival to its answer's last byte (or the client leaving), in milliseconds. */
  ms: number;
  /** The client left before the whole answer was sent. */
  aborted: boolean;
}

const REQUEST_ID = "x-request-id";
/** Paths are logged without their query, and cut short: a path is not a place for a shopper's details either. */
const PATH_LOGGED = 200;

/**
 * The front door's watch over each request: it gives the request its id (request-id.ts), passes it on to the app and
 * answers with it (X-Request-Id), and when the answer is done logs one line (method, host, path without its query,
 * route kind, status, duration; a 5xx as a warning) and hands the record to `counted` (the metrics).
 */
export function watchRequests(options: {
  logger: Logger;
  trustedProxies: number;
  consoleHost?: string;
  counted?: (record: RequestRecord) => void;
}): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const started = performance.now();
    const sent = req.headers[REQUEST_ID];
    const reqId = requestIdFor(typeof sent === "string" ? sent : null, options.trustedProxies);
    req.headers[REQUEST_ID] = reqId;
    res.setHeader("X-Request-Id", reqId);
    const host = typeof req.headers.host === "string" ? req.headers.host.slice(0, 100) : "";
    const onConsole = !!options.consoleHost && isConsoleHost(host, options.consoleHost);
    const path = pathOf(req.url);
    const method = (req.method ?? "GET").slice(0, 10);
    res.once("close", () => {
      const record: RequestRecord = {
        reqId,
        method,
        kind: routeKind(path, onConsole),
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        aborted: !res.writableFinished,
      };
      options.counted?.(record);
      const line = { ...record, host, path: path.slice(0, PATH_LOGGED) };
      if (record.status >= 500) options.logger.warn(line, "request");
      else options.logger.info(line, "request");
    });
  };
}
