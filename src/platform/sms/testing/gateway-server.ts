import { randomUUID, timingSafeEqual } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { GatewayReplies } from "./gateway-replies";

/**
 * A real HTTP server on 127.0.0.1 speaking the MessageMedia Messages API v1 as far as the platform
 * uses it, for the tests and the journeys: `POST /v1/messages` with HTTP Basic auth, a JSON body of
 * messages, 202 with the accepted messages, 401/400/404/405 with a JSON error body otherwise. Like
 * the real gateway it echoes what it found invalid, numbers included, so redaction can be tested. It also holds
 * replies from phones and serves "check replies" (gateway-replies.ts).
 */
interface AcceptedSms {
  to: string;
  body: string;
  from: string | null;
  at: string;
}

interface GatewayServerOptions {
  apiKey: string;
  apiSecret: string;
  /** 0 (default): any free port. */
  port?: number;
  /** Each accepted message is also written here as `{n}.json` (for another process to read). */
  dir?: string;
  /** Answer the n-th request (1-based) with this instead of serving it (body default: an internal error); undefined serves it. */
  failWith?: (request: number) => { status: number; body?: unknown } | undefined;
  /** Wait this long before answering (a gateway that hangs). */
  delayMs?: number;
}

export interface GatewayServer {
  url: string;
  accepted: AcceptedSms[];
  /** The replies phones sent (a test adds one with `replies.add`), confirmed or not. */
  replies: GatewayReplies;
  /** Requests received, answered or not. */
  requests: () => number;
  close(): Promise<void>;
}

const E164 = /^\+[1-9]\d{6,14}$/;

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

function authorised(req: IncomingMessage, apiKey: string, apiSecret: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? "");
  const expected = Buffer.from(`Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString("base64")}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The messages of a request body, or the details of what is wrong with it. */
function parseMessages(raw: string): { messages: AcceptedSms[] } | { details: string[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { details: ["body: not valid JSON"] };
  }
  const list = (parsed as { messages?: unknown })?.messages;
  if (!Array.isArray(list) || list.length < 1 || list.length > 100) return { details: ["messages: 1 to 100 required"] };
  const details: string[] = [];
  const messages = list.map((m: Record<string, unknown>, i) => {
    if (typeof m?.content !== "string" || m.content === "" || m.content.length > 5000)
      details.push(`messages[${i}].content: 1 to 5000 characters required`);
    if (typeof m?.destination_number !== "string" || !E164.test(m.destination_number))
      details.push(`messages[${i}].destination_number: ${String(m?.destination_number)} is not a valid number`);
    if (m?.format !== undefined && m.format !== "SMS") details.push(`messages[${i}].format: only SMS is supported`);
    if (m?.source_number !== undefined && !["INTERNATIONAL", "ALPHANUMERIC"].includes(String(m.source_number_type)))
      details.push(`messages[${i}].source_number_type: INTERNATIONAL or ALPHANUMERIC required with source_number`);
    const from = typeof m?.source_number === "string" ? m.source_number : null;
    return { to: String(m?.destination_number), body: String(m?.content), from, at: new Date().toISOString() };
  });
  return details.length > 0 ? { details } : { messages };
}

export async function startGatewayServer(options: GatewayServerOptions): Promise<GatewayServer> {
  const accepted: AcceptedSms[] = [];
  const replies = new GatewayReplies();
  let requests = 0;
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const server = createServer((req, res) => {
    const n = ++requests;
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      setTimeout(() => {
        const forced = options.failWith?.(n);
        if (forced) return answer(res, forced.status, forced.body ?? { message: "Internal error, try again later" });
        const known =
          req.url === "/v1/messages" || req.url?.startsWith("/v1/replies") || req.url === "/testing/replies";
        if (!known) return answer(res, 404, { message: "Not found" });
        if (!authorised(req, options.apiKey, options.apiSecret))
          return answer(res, 401, { message: "Invalid authentication credentials" });
        const raw = Buffer.concat(chunks).toString("utf8");
        const replied = replies.route(req.method ?? "", req.url ?? "", raw);
        if (replied) return answer(res, replied.status, replied.body);
        if (req.url !== "/v1/messages") return answer(res, 404, { message: "Not found" });
        if (req.method !== "POST") return answer(res, 405, { message: "Method not allowed" });
        const result = parseMessages(raw);
        if ("details" in result)
          return answer(res, 400, { message: "Request validation failure", details: result.details });
        for (const sms of result.messages) {
          accepted.push(sms);
          if (options.dir) {
            // Written aside and renamed, so a reader in another process never sees half a message.
            const file = path.join(options.dir, `${String(accepted.length).padStart(6, "0")}.json`);
            writeFileSync(`${file}.tmp`, JSON.stringify(sms));
            renameSync(`${file}.tmp`, file);
          }
        }
        answer(res, 202, {
          messages: result.messages.map((m) => ({
            message_id: randomUUID(),
            content: m.body,
            destination_number: m.to,
            format: "SMS",
            status: "queued",
          })),
        });
      }, options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accepted,
    replies,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The newest message a gateway with a `dir` accepted for this number (after `after`, when given),
 * waiting up to `timeoutMs` for it to arrive.
 */
export async function latestSmsIn(
  dir: string,
  to: string,
  options: { after?: Date; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const found = readdirSync(dir, { withFileTypes: true })
      .filter((f) => f.isFile() && f.name.endsWith(".json"))
      .map((f) => f.name)
      .sort()
      .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as AcceptedSms)
      .filter((m) => m.to === to && (!options.after || new Date(m.at) >= options.after))
      .at(-1);
    if (found) return found.body;
    if (Date.now() > deadline) throw new Error(`no SMS to ${to} arrived at the gateway in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
