import { createServer, type IncomingMessage, type Server } from "node:http";
import { operatorAllowed } from "./operator-access";
import { writeOperatorFile } from "./operator-file";

/** One operator task: the request's query and its body as it arrives; answers a status and a JSON body. */
export type OperatorRoute = (
  query: URLSearchParams,
  body: IncomingMessage,
) => Promise<{ status: number; json: unknown }>;

/** A request a task cannot read (a body that is not the JSON it takes): answered 400 with the message, never 500. */
class OperatorBadRequest extends Error {}

/** A request body read as JSON; a body that is not JSON is the request's fault. */
export async function operatorJson(body: AsyncIterable<Buffer | string>): Promise<unknown> {
  let text = "";
  for await (const chunk of body) text += chunk.toString();
  try {
    return JSON.parse(text);
  } catch {
    throw new OperatorBadRequest("the request body is not JSON");
  }
}

/**
 * The server's operator door on the embedded database: its own listener on loopback (port chosen by the system,
 * named in the operator file), separate from the sites' front door so no site request can reach it. Every request
 * must come from loopback with the token (401 otherwise). The file is rewritten at every start and removed on close.
 */
export async function startOperatorDoor(
  dataDir: string,
  routes: Record<string, OperatorRoute>,
): Promise<{ close: () => void }> {
  let token = "";
  const server: Server = createServer((req, res) => {
    const answer = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
      res.end(JSON.stringify(json));
    };
    if (!operatorAllowed(req.socket.remoteAddress, req.headers.authorization, token)) {
      req.resume();
      return answer(401, { error: "not an operator of this server: the operator token is missing or wrong" });
    }
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const route = req.method === "POST" ? routes[url.pathname] : undefined;
    if (!route) {
      req.resume();
      return answer(404, { error: `no operator task ${req.method} ${url.pathname}` });
    }
    route(url.searchParams, req).then(
      ({ status, json }) => answer(status, json),
      (err: Error) => {
        if (err instanceof OperatorBadRequest) return answer(400, { error: err.message });
        console.error(`operator task ${url.pathname} failed: ${err.message}`);
        answer(500, { error: err.message });
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const port = (server.address() as { port: number }).port;
  const door = writeOperatorFile(dataDir, port);
  token = door.token;
  process.once("exit", door.remove);
  return {
    close: () => {
      door.remove();
      server.close();
    },
  };
}
