import pino, { type DestinationStream, type Logger } from "pino";
import { redact } from "@/platform/outbox/outbox-rules";

export type { Logger } from "pino";

/**
 * Fields that hold secrets or a person's details. Rule: wherever one of these names appears in a logged object (at
 * the top or up to two levels down, as in `req.headers.cookie`), its value is replaced by "[redacted]", whatever it is.
 */
const SECRET_FIELDS = [
  "authorization",
  "cookie",
  "set-cookie",
  "x-api-key",
  "password",
  "token",
  "secret",
  "apiKey",
  "email",
  "phone",
  "mobile",
  "name",
  "firstName",
  "lastName",
] as const;

const REDACT_PATHS = SECRET_FIELDS.flatMap((field) => {
  const key = `["${field}"]`;
  return [key, `*${key}`, `*.*${key}`];
});

/**
 * The server's logger: one JSON object per line on stdout (pino), for journald or a log shipper to read; in
 * development, a short readable line instead. Secret and personal fields are redacted (SECRET_FIELDS), and e-mail
 * addresses and phone numbers in a message's text are masked as they are in stored errors (outbox-rules.ts redact).
 */
export function createLogger(options: { readable?: boolean; destination?: DestinationStream } = {}): Logger {
  const destination = options.destination ?? (options.readable ? readableStdout() : pino.destination(1));
  return pino(
    {
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      hooks: {
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg) => (typeof arg === "string" ? redact(arg) : arg)) as Parameters<typeof method>,
          );
        },
      },
    },
    destination,
  );
}

const LEVELS: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };

/** One JSON log line as a developer reads it: time, level, the request's method, host and path, status and time. */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const { time, level, msg, pid: _pid, ...rest } = entry;
  const clock = typeof time === "string" ? time.slice(11, 19) : "";
  const head = `${clock} ${LEVELS[Number(level)] ?? String(level)}`;
  if (rest.method && rest.path) {
    const { method, host, path, status, ms, kind, reqId } = rest;
    return `${head} ${String(method)} ${String(host ?? "")}${String(path)} ${String(status)} ${String(ms)} ms (${String(kind)}) ${String(reqId)}\n`;
  }
  const extra = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : "";
  return `${head} ${String(msg ?? "")}${extra}\n`;
}

function readableStdout(): DestinationStream {
  return { write: (line: string) => void process.stdout.write(readableLine(line)) };
}
