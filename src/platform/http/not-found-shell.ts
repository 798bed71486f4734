import { pathOf, type DoorStep } from "./door-step";
import { baseSecurityHeaders, isErrorShell, NOT_FOUND_HEADER, NOT_FOUND_PATH, notFoundKind } from "./request-rules";
import { advise, forceStatus } from "./response-advice";

/** Where Next keeps what it learnt of a request (request-meta.ts): cleared before the request is handled again. */
export const NEXT_REQUEST_META = Symbol.for("NextInternalRequestMeta");

/**
 * A page that calls notFound() comes out of Next 16 as an empty error shell when no layout above it reads the request
 * (now the case for every page: docs/adr/0008): the not-found page is only in its script data, so a browser without
 * JavaScript shows nothing. When a read's answer is a 404 that begins with that shell (whole from the page cache, or
 * streamed), it is held back to its end, and the request is handled again as the not-found page for its path
 * (NOT_FOUND_PATH, notFoundKind: a vehicle's own or the site's), answered 404.
 */
export const repairNotFoundShell: DoorStep = ({ req, res, handle, https }) => {
  if (req.method !== "GET" && req.method !== "HEAD") return;
  const kind = notFoundKind(pathOf(req.url));
  let state: "deciding" | "passing" | "holding" = "deciding";
  const decide = (chunk: unknown): void => {
    if (state !== "deciding" || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const start =
      typeof chunk === "string"
        ? chunk.slice(0, 200)
        : Buffer.from(chunk as Uint8Array)
            .subarray(0, 200)
            .toString();
    state = res.statusCode === 404 && !res.headersSent && isErrorShell(start) ? "holding" : "passing";
  };
  // Next flushes a streamed page's head just before its first chunk: held until that chunk has been looked at.
  const flushHeaders = advise(res, "flushHeaders", (proceed) => (state === "passing" ? proceed() : undefined));
  const write = advise(res, "write", (proceed, ...args) => {
    decide(args[0]);
    return state === "holding" ? true : proceed(...args);
  });
  const end = advise(res, "end", (proceed, ...args) => {
    decide(args[0]);
    if (state !== "holding") return proceed(...args);
    // The first answer is over: the request goes round again, as the not-found page, on the untouched response.
    for (const advice of [write, end, flushHeaders]) advice.undo();
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    for (const [name, value] of baseSecurityHeaders(https)) res.setHeader(name, value);
    delete (req as unknown as Record<symbol, unknown>)[NEXT_REQUEST_META];
    req.headers[NOT_FOUND_HEADER] = kind;
    req.url = NOT_FOUND_PATH;
    forceStatus(res, 404);
    res.setMaxListeners(res.getMaxListeners() + 10); // Next listens for the response's close once per pass
    void handle(req, res);
    return res;
  });
};
