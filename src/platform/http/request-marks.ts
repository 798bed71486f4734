import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { PEER_HEADER } from "./client-address";
import type { DoorStep } from "./door-step";
import { BAD_REQUEST_HEADER, HTTPS_HEADER, INTERNAL_HEADER, NOT_FOUND_HEADER, SITE_HOST_HEADER } from "./request-rules";

/** Proves a request is Next's own follow-up of a server action's redirect: only this process knows it. */
const INTERNAL_SECRET = randomBytes(24).toString("hex");
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * What the front door tells the app in request headers only it may set: any copy the client sent is dropped first.
 * Whether the request came over HTTPS, the host it is for, and the TCP peer's address (client-address.ts), which no
 * client can forge.
 */
export const markRequest: DoorStep = ({ req, https }) => {
  delete req.headers[PEER_HEADER];
  delete req.headers[BAD_REQUEST_HEADER];
  delete req.headers[NOT_FOUND_HEADER];
  delete req.headers[HTTPS_HEADER];
  if (https) req.headers[HTTPS_HEADER] = "1";
  keepSiteHost(req);
  const peer = req.socket.remoteAddress;
  if (peer) req.headers[PEER_HEADER] = peer;
};

/**
 * Records the host the request is for (request-rules.ts SITE_HOST_HEADER). A client's own copy counts for nothing;
 * only Next's follow-up request from this machine, carrying the process's secret, keeps the one it was given.
 */
function keepSiteHost(req: IncomingMessage): void {
  const followUp =
    req.headers[INTERNAL_HEADER] === INTERNAL_SECRET &&
    LOOPBACK.has(req.socket.remoteAddress ?? "") &&
    typeof req.headers[SITE_HOST_HEADER] === "string";
  if (followUp) return;
  delete req.headers[SITE_HOST_HEADER];
  if (typeof req.headers.host === "string") req.headers[SITE_HOST_HEADER] = req.headers.host;
  req.headers[INTERNAL_HEADER] = INTERNAL_SECRET;
}
