import { request } from "node:http";
import type { OperatorDoor } from "@/platform/operator/operator-file";

/**
 * Sends a JSON task to the operator door of the server holding the embedded database (loopback, with its token) and
 * reads its JSON answer, or says why there is none (a message for the operator; never the token).
 */
export function askOperatorDoor(
  door: OperatorDoor,
  taskPath: string,
  body: unknown,
): Promise<{ status: number; json: unknown } | { refused: string }> {
  const text = JSON.stringify(body);
  return new Promise((resolve) => {
    const notAnswering = (err: Error) =>
      resolve({
        refused:
          `the server holding the embedded database (process ${door.pid}) is not answering on its operator port ` +
          `${door.port} (${err.message}): is it still starting or stuck? Try again, or restart it`,
      });
    const req = request(
      {
        host: "127.0.0.1",
        port: door.port,
        method: "POST",
        path: taskPath,
        headers: { authorization: `Bearer ${door.token}`, "content-type": "application/json" },
      },
      (res) => {
        let answer = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (answer += chunk));
        res.on("error", notAnswering);
        res.on("end", () => {
          if (res.statusCode === 401)
            return resolve({
              refused: `the server holding the embedded database (process ${door.pid}) refused the operator token: try again`,
            });
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(answer) });
          } catch {
            resolve({ refused: `the server's operator door answered ${res.statusCode} with no JSON` });
          }
        });
      },
    );
    req.on("error", notAnswering);
    req.end(text);
  });
}
