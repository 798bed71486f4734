import { createReadStream } from "node:fs";
import { request } from "node:http";
import type { FeedFormat } from "@/domain/stock-feeds";
import type { CommandImportOutcome } from "@/features/stock-feeds/index.server";
import type { OperatorDoor } from "@/platform/operator/operator-file";

/** The server's answer, or why there is none (a message for the operator; never the token). */
export type HandOffOutcome = CommandImportOutcome | { refused: string };

/**
 * Streams the file to the operator door of the server holding the embedded database (loopback, with its token) and
 * reads back the import's outcome: the same the command reaches when it opens the database itself.
 */
export function handImportToServer(
  door: OperatorDoor,
  input: { slug: string; format: FeedFormat; file: string },
): Promise<HandOffOutcome> {
  const query = new URLSearchParams({ site: input.slug, format: input.format });
  return new Promise((resolve) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: door.port,
        method: "POST",
        path: `/stock-import?${query}`,
        headers: { authorization: `Bearer ${door.token}`, "content-type": "application/octet-stream" },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve(readAnswer(door, res.statusCode ?? 0, text)));
        res.on("error", (err) => resolve(notAnswering(door, err)));
      },
    );
    req.on("error", (err) => resolve(notAnswering(door, err)));
    createReadStream(input.file).pipe(req);
  });
}

function notAnswering(door: OperatorDoor, err: Error): HandOffOutcome {
  return {
    refused:
      `the server holding the embedded database (process ${door.pid}) is not answering on its operator port ` +
      `${door.port} (${err.message}): is it still starting or stuck? Try again, or restart it`,
  };
}

function readAnswer(door: OperatorDoor, status: number, text: string): HandOffOutcome {
  if (status === 401)
    return {
      refused:
        `the server holding the embedded database (process ${door.pid}) refused the operator token: it was rewritten ` +
        "since it was read (a restart?); try again",
    };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  if (status === 200 || status === 404 || status === 409) {
    if (json && typeof json === "object") return json as CommandImportOutcome;
  }
  const error = json && typeof json === "object" && "error" in json ? String(json.error) : `status ${status}`;
  return { refused: `the server holding the embedded database (process ${door.pid}) did not import: ${error}` };
}
