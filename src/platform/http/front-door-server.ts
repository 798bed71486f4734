import { createServer, type RequestListener, type Server } from "node:http";
import { pathOf, type DoorRequest, type FrontDoorOptions } from "./door-step";
import { FRONT_DOOR_ORDER } from "./front-door-order";
import { isHttps } from "./https-request";
import { judgeTarget } from "./request-target";

export type { FrontDoorOptions } from "./door-step";

/**
 * The platform's HTTP server: Next's request handler behind a front door, whose steps (front-door-order.ts) each take
 * one responsibility: answering what Next should never see, telling the app what only the door knows, and correcting
 * Next's answer where the platform needs it (docs/adr/0012 lists every such correction).
 */
export function createFrontDoor(handle: RequestListener, options: FrontDoorOptions): Server {
  return createServer((req, res) => {
    options.watch?.(req, res);
    const door: DoorRequest = {
      req,
      res,
      handle,
      options,
      https: isHttps(req, options.trustedProxies),
      verdict: judgeTarget(req.method, req.url),
      pathname: pathOf(req.url),
    };
    for (const step of FRONT_DOOR_ORDER) if (step(door) === "answered") return;
    return handle(req, res);
  });
}
