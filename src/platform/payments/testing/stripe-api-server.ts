import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local server speaking the part of Stripe's API the adapter uses (form-encoded requests, JSON answers, Bearer
 * auth, Idempotency-Key replay), so the adapter is tested over real HTTP. `pay` plays the shopper completing
 * the hosted page; `failWith` makes the next answers errors. A session's url is a stand-in for Stripe's hosted page on
 * this server's own origin (GET /c/pay/{id}), so a browser sent there by a payment form lands on a real page.
 */
interface Session {
  id: string;
  object: "checkout.session";
  status: "open" | "complete" | "expired";
  url: string;
  payment_intent: string | null;
  metadata: Record<string, string>;
  expires_at: number;
  /** What the session asked of its PaymentIntent: authorise only (manual) or charge at once (automatic). */
  capture_method: "manual" | "automatic";
}
interface Intent {
  id: string;
  object: "payment_intent";
  status: "requires_capture" | "succeeded" | "canceled";
  capture_method: "manual" | "automatic";
  amount: number;
  currency: string;
}
interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

export interface StripeApiServer {
  url: string;
  requests: RecordedRequest[];
  sessions: Map<string, Session>;
  intents: Map<string, Intent>;
  pay(sessionId: string): void;
  failWith(status: number, times: number): void;
  close(): Promise<void>;
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startStripeApiServer(secretKey: string): Promise<StripeApiServer> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Session>();
  const intents = new Map<string, Intent>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const failures = { status: 0, times: 0 };
  let n = 0;
  let origin = "";

  const error = (status: number, type: string, message: string) => ({ status, body: { error: { type, message } } });
  const expanded = (s: Session) => ({ ...s, payment_intent: s.payment_intent ? intents.get(s.payment_intent) : null });

  function answer(method: string, path: string, form: Record<string, string>): { status: number; body: unknown } {
    let m: RegExpExecArray | null;
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = `cs_test_${++n}`;
      const metadata = { reference: form["metadata[reference]"] ?? "" };
      const session: Session = {
        id,
        object: "checkout.session",
        status: "open",
        url: `${origin}/c/pay/${id}`,
        payment_intent: null,
        metadata,
        expires_at: Number(form.expires_at),
        capture_method: form["payment_intent_data[capture_method]"] === "manual" ? "manual" : "automatic",
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (method === "GET" && (m = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path))) {
      const s = sessions.get(m[1]!);
      return s ? { status: 200, body: expanded(s) } : error(404, "invalid_request_error", "No such checkout.session");
    }
    if (method === "POST" && (m = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(path))) {
      const s = sessions.get(m[1]!);
      if (!s) return error(404, "invalid_request_error", "No such checkout.session");
      if (s.status !== "open") return error(400, "invalid_request_error", "Only open sessions can be expired");
      s.status = "expired";
      return { status: 200, body: expanded(s) };
    }
    if (method === "POST" && (m = /^\/v1\/payment_intents\/([\w]+)\/(capture|cancel)$/.exec(path))) {
      const intent = intents.get(m[1]!);
      if (!intent) return error(404, "invalid_request_error", "No such payment_intent");
      if (intent.status !== "requires_capture")
        return error(400, "invalid_request_error", `This PaymentIntent's status is ${intent.status}`);
      intent.status = m[2] === "capture" ? "succeeded" : "canceled";
      return { status: 200, body: intent };
    }
    return error(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path})`);
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const raw = await body(req);
    const form = Object.fromEntries(new URLSearchParams(method(req) === "GET" ? url.search : raw));
    const recorded: RecordedRequest = {
      method: method(req),
      path: url.pathname,
      authorization: req.headers.authorization,
      idempotencyKey: req.headers["idempotency-key"] as string | undefined,
      form,
    };
    requests.push(recorded);
    const hosted = /^\/c\/pay\/(cs_test_\d+)$/.exec(url.pathname);
    if (recorded.method === "GET" && hosted) {
      res.writeHead(sessions.has(hosted[1]!) ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
      res.end(
        `<!DOCTYPE html><html lang="en"><title>Stripe test checkout</title><h1>Stripe test checkout ${hosted[1]}</h1>`,
      );
      return;
    }
    let reply: { status: number; body: unknown };
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      reply = error(401, "invalid_request_error", "Invalid API Key provided");
    else if (failures.times > 0) {
      failures.times--;
      reply = error(
        failures.status,
        failures.status >= 500 ? "api_error" : "invalid_request_error",
        "Failure for the test",
      );
    } else if (recorded.idempotencyKey && replies.has(recorded.idempotencyKey))
      reply = replies.get(recorded.idempotencyKey)!;
    else {
      reply = answer(recorded.method, recorded.path, form);
      if (recorded.idempotencyKey && recorded.method === "POST") replies.set(recorded.idempotencyKey, reply);
    }
    res.writeHead(reply.status, { "Content-Type": "application/json", "Request-Id": `req_${requests.length}` });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: origin,
    requests,
    sessions,
    intents,
    pay(sessionId) {
      const s = sessions.get(sessionId)!;
      const id = `pi_test_${++n}`;
      // A manual-capture payment is authorised only; an automatic one is charged at once.
      intents.set(id, {
        id,
        object: "payment_intent",
        status: s.capture_method === "manual" ? "requires_capture" : "succeeded",
        capture_method: s.capture_method,
        amount: 0,
        currency: "aud",
      });
      s.payment_intent = id;
      s.status = "complete";
    },
    failWith(status, times) {
      failures.status = status;
      failures.times = times;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function method(req: IncomingMessage): string {
  return (req.method ?? "GET").toUpperCase();
}
