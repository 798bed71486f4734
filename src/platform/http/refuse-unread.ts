import type { IncomingMessage, ServerResponse } from "node:http";
import { refusalBody, type Refusal } from "./request-rules";

/** How long a refused body may go on arriving, thrown away, before its connection is closed. */
const LINGER_MS = 5_000;

/** A refusal answered before the request's body is read: the connection closes after it (lingerThenClose). */
export function refuseUnread(
  req: IncomingMessage,
  res: ServerResponse,
  refused: Refusal,
  pathname: string,
  headers: Record<string, string> = {},
): void {
  const { contentType, body } = refusalBody(refused, pathname);
  res
    .writeHead(refused.status, {
      ...headers,
      "Content-Type": contentType,
      Connection: "close",
      "Cache-Control": "no-store",
    })
    .end(body);
  lingerThenClose(req);
}

/**
 * A body refused unread is still on its way: closing the connection at once resets it under the client, which then
 * sees a broken connection (EPIPE, "connection reset" in a browser) instead of the answer. As web servers do (nginx's
 * lingering close), the rest is read and thrown away, nothing of it kept, and the connection closes when the body has
 * arrived or after LINGER_MS, whichever comes first.
 */
function lingerThenClose(req: IncomingMessage): void {
  const socket = req.socket as IncomingMessage["socket"] & { destroySoon: () => void };
  // The answer says Connection: close, so no client sends another request on this connection; Node would destroy the
  // socket as soon as the answer is written (destroySoon): instead it only finishes writing, and goes on reading.
  socket.destroySoon = () => socket.end();
  const close = setTimeout(() => socket.destroy(), LINGER_MS);
  close.unref();
  req.on("end", () => {
    clearTimeout(close);
    socket.destroy();
  });
  req.resume();
}
