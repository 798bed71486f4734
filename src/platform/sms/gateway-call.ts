import { redact } from "@/platform/outbox/outbox-rules";
import { PermanentSmsError } from "./sms-sender";

/**
 * How the platform talks to the MessageMedia Messages REST API v1, whatever it asks (sending, checking replies):
 * HTTP Basic auth from the API key and secret, JSON both ways, a timeout, no redirects, and errors that say what the
 * gateway said without a credential or a phone number in them.
 */
export interface GatewaySettings {
  /** e.g. https://api.messagemedia.com (a path prefix is kept). */
  baseUrl: string;
  apiKey: string;
  /** A secret: never logged, never in an error. */
  apiSecret: string;
  /** The sender shown on the phone: a number in international form, or an alphanumeric name. */
  senderId?: string;
  timeoutMs?: number;
}

export interface GatewayRequest {
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** A GET of `{base}/{path}` with the API's headers. */
export function gatewayGet(settings: GatewaySettings, path: string): GatewayRequest {
  return gatewayRequestTo(settings, path);
}

/** A POST of this JSON body to `{base}/{path}` with the API's headers. */
export function gatewayPost(settings: GatewaySettings, path: string, body: unknown): GatewayRequest & { body: string } {
  return { ...gatewayRequestTo(settings, path, body), body: JSON.stringify(body) };
}

function gatewayRequestTo(settings: GatewaySettings, path: string, body?: unknown): GatewayRequest {
  const base = settings.baseUrl.endsWith("/") ? settings.baseUrl : `${settings.baseUrl}/`;
  const credentials = Buffer.from(`${settings.apiKey}:${settings.apiSecret}`).toString("base64");
  return {
    url: new URL(path, base).toString(),
    method: body === undefined ? "GET" : "POST",
    headers: {
      Authorization: `Basic ${credentials}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      Accept: "application/json",
      "User-Agent": "Forecourt-SMS/1",
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

/** The error for a refused request: its status and the gateway's own words, without credentials or numbers. */
export function gatewayFailure(status: number, responseText: string, settings: GatewaySettings): Error {
  let said = "";
  try {
    const parsed = JSON.parse(responseText) as { message?: unknown; details?: unknown };
    const details = Array.isArray(parsed.details) ? parsed.details.filter((d) => typeof d === "string") : [];
    said = [typeof parsed.message === "string" ? parsed.message : "", ...details.slice(0, 3)]
      .filter(Boolean)
      .join("; ");
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  const text = withoutSecrets(said.slice(0, 300), settings);
  if (status === 401 || status === 403)
    return new Error(`SMS gateway refused the API key and secret (${status})${text ? `: ${text}` : ""}`);
  const message = `SMS gateway answered ${status}${text ? `: ${text}` : ""}`;
  // The request itself is wrong (a number the gateway will never take): sending it again cannot help.
  return status === 400 || status === 422 ? new PermanentSmsError(message) : new Error(message);
}

function withoutSecrets(text: string, settings: GatewaySettings): string {
  let clean = text;
  for (const secret of [settings.apiSecret, settings.apiKey]) if (secret) clean = clean.split(secret).join("[secret]");
  return redact(clean);
}

/**
 * Makes the request and gives the answer's text when `read` asks for it (else it is dropped unread); throws the
 * gateway's refusal (gatewayFailure), or a timeout or network failure in words without a secret.
 */
export async function callGateway(
  settings: GatewaySettings,
  request: GatewayRequest,
  options: { read: boolean },
): Promise<string> {
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let response: Response;
  let text: string;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      // A redirect would carry the credentials to a host nobody configured.
      redirect: "error",
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = response.ok && !options.read ? "" : await response.text();
    if (response.ok && !options.read) await response.body?.cancel();
  } catch (err) {
    if ((err as Error).name === "TimeoutError") throw new Error(`SMS gateway did not answer within ${timeoutMs} ms`);
    const cause = (err as { cause?: { code?: unknown } }).cause;
    const code = typeof cause?.code === "string" ? cause.code : (err as Error).message;
    throw new Error(`SMS gateway unreachable (${withoutSecrets(code, settings)})`);
  }
  if (!response.ok) throw gatewayFailure(response.status, text, settings);
  return text;
}
