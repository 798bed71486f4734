import type { ServerResponse } from "node:http";
import type { DoorStep } from "./door-step";
import { readiness } from "./readiness";

const LIVENESS_PATH = "/healthz";
const READINESS_PATH = "/readyz";

/**
 * The process's own health answers, on any host and before anything reads the site, so a proxy or process manager can
 * ask any process without knowing a dealer's host: /healthz (liveness: 200 while the process runs and answers) and
 * /readyz (readiness.ts: 200 only while serving with a database that answers, else 503). Never cached, and their
 * bodies say one word, nothing of the process's internals.
 */
export const answerHealthChecks: DoorStep = ({ req, res, pathname, options }) => {
  if (req.method !== "GET" && req.method !== "HEAD") return;
  if (pathname === LIVENESS_PATH) {
    send(res, 200, "alive");
    return "answered";
  }
  if (pathname !== READINESS_PATH) return;
  const phase = options.phase?.() ?? "serving";
  const answers = phase === "serving" && options.databaseAnswers ? options.databaseAnswers() : Promise.resolve(true);
  void answers.then(
    (ok) => {
      const ready = readiness(options.phase?.() ?? "serving", ok);
      send(res, ready.httpStatus, ready.status);
    },
    () => send(res, 503, "unavailable"),
  );
  return "answered";
};

function send(res: ServerResponse, status: number, word: string): void {
  const body = JSON.stringify({ status: word });
  res.writeHead(status, {
    "Content-Type": "application/json",
    "Cache-Control": "no-store",
    "Content-Length": Buffer.byteLength(body),
  });
  res.end(res.req.method === "HEAD" ? undefined : body);
}
