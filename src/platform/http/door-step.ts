import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { ServingPhase } from "./readiness";
import type { TargetVerdict } from "./request-target";

export interface FrontDoorOptions {
  trustedProxies: number;
  /**
   * Whether the database answers now (a quick query, false after a short wait): asked only when a page post failed, to
   * tell the platform's failure (503, try again) from a post Next could not read (400). Without it, every failure of a
   * page post is taken for the latter.
   */
  databaseAnswers?: () => Promise<boolean>;
  /** The dealer console's host (CONSOLE_HOST): its answers are never cached nor indexed (console-answer-step.ts). */
  consoleHost?: string;
  /** Called first for every request (the server's request log and metrics, observability/request-watch.ts). */
  watch?: (req: IncomingMessage, res: ServerResponse) => void;
  /** Where the process is in its life (readiness.ts), for /readyz; taken as serving when not given. */
  phase?: () => ServingPhase;
}

/** One request on its way through the front door, as each step (front-door-order.ts) sees it. */
export interface DoorRequest {
  req: IncomingMessage;
  res: ServerResponse;
  /** Next's request handler: what the request is handed to after the last step. */
  handle: RequestListener;
  options: FrontDoorOptions;
  /** Served over TLS, or by a trusted proxy that took HTTPS (https-request.ts). */
  https: boolean;
  /** What the raw request target asks for, judged before any step changed it. */
  verdict: TargetVerdict;
  /** The request's path as the client sent it, without its query. */
  pathname: string;
}

/**
 * One responsibility of the front door. It prepares the request or the answer and lets the request go on, or answers
 * the request itself ("answered"), and then no later step and not Next sees it.
 */
export type DoorStep = (door: DoorRequest) => "answered" | void;

/** A request header's one value, or null when it is missing or repeated. */
export function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === "string" ? value : null;
}

/** The path of a request target, without its query. */
export function pathOf(url: string | undefined): string {
  return (url ?? "/").split("?", 1)[0]!;
}
