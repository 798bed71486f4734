import { header, type DoorStep } from "./door-step";
import { refuseUnread } from "./refuse-unread";
import { BAD_REQUEST_HEADER, BAD_REQUEST_PATH, REFUSED_LINK_PATHS } from "./request-rules";
import { isConsoleHost } from "@/platform/site/host-resolution";
import { ALLOWED_METHODS, bodyRefusal, METHOD_NOT_ALLOWED } from "./request-target";
import { forceStatus } from "./response-advice";

/**
 * What the front door answers itself, by the raw target (request-target.ts judgeTarget): `OPTIONS *` (204), a method
 * the platform does not serve (405), a target that is not a path (400). Next never sees them.
 */
export const answerServerTargets: DoorStep = ({ req, res, verdict, pathname }) => {
  switch (verdict) {
    case "options-server":
      res.writeHead(204, { Allow: ALLOWED_METHODS }).end();
      return "answered";
    case "method-not-allowed":
      // A body the method may carry is not read: the connection closes after the answer, as for a body refused.
      refuseUnread(req, res, METHOD_NOT_ALLOWED, pathname, { Allow: ALLOWED_METHODS });
      return "answered";
    case "bad-target":
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("Bad request\n");
      return "answered";
  }
};

/** A path with broken percent-encoding goes to the site's own error page, answered 400. */
export const sendMalformedPathToErrorPage: DoorStep = ({ req, res, verdict }) => {
  if (verdict !== "malformed-path") return;
  req.url = BAD_REQUEST_PATH;
  req.method = "GET";
  req.headers[BAD_REQUEST_HEADER] = "1";
  forceStatus(res, 400);
};

/** A refused link's page (REFUSED_LINK_PATHS) is rendered as the site's page and answered 400. */
export const answerRefusedLinks400: DoorStep = ({ req, res, verdict, pathname }) => {
  if (verdict !== "ok" || (req.method !== "GET" && req.method !== "HEAD")) return;
  if (REFUSED_LINK_PATHS.includes(pathname)) forceStatus(res, 400);
};

/** A body too large to read (request-target.ts bodyRefusal) is refused before a byte of it is read. */
export const refuseOversizedBody: DoorStep = ({ req, res, verdict, pathname, options }) => {
  if (verdict !== "ok") return;
  const tooLarge = bodyRefusal({
    method: req.method ?? "GET",
    pathname,
    onConsole: !!options.consoleHost && isConsoleHost(header(req, "host"), options.consoleHost),
    contentLength: header(req, "content-length"),
    transferEncoding: header(req, "transfer-encoding"),
  });
  if (!tooLarge) return;
  refuseUnread(req, res, tooLarge, pathname);
  return "answered";
};
