import { redact } from "@/platform/outbox/outbox-rules";
import { PermanentSmsError, type SmsMessage, type SmsSender } from "./sms-sender";

/**
 * The HTTP SMS gateway adapter, speaking the MessageMedia Messages REST API v1: `POST {base}/v1/messages`
 * with HTTP Basic auth (API key and secret) and `{"messages":[{content, destination_number, format}]}`;
 * 202 Accepted means the gateway took the message, anything else is an error with a JSON body.
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

const DEFAULT_TIMEOUT_MS = 10_000;

interface GatewayRequest {
  url: string;
  method: "POST";
  headers: Record<string, string>;
  body: string;
}

/** The one request that sends a message. */
export function gatewayRequest(settings: GatewaySettings, message: SmsMessage): GatewayRequest {
  const base = settings.baseUrl.endsWith("/") ? settings.baseUrl : `${settings.baseUrl}/`;
  const sender = settings.senderId
    ? {
        source_number: settings.senderId,
        // The gateway cannot tell a name from a number by itself: an alphanumeric sender must say so.
        source_number_type: settings.senderId.startsWith("+") ? "INTERNATIONAL" : "ALPHANUMERIC",
      }
    : {};
  const credentials = Buffer.from(`${settings.apiKey}:${settings.apiSecret}`).toString("base64");
  return {
    url: new URL("v1/messages", base).toString(),
    method: "POST",
    headers: {
      Authorization: `Basic ${credentials}`,
      "Content-Type": "application/json",
      Accept: "application/json",
      "User-Agent": "Forecourt-SMS/1",
    },
    body: JSON.stringify({
      messages: [{ content: message.body, destination_number: message.to, format: "SMS", ...sender }],
    }),
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

export function httpGatewaySender(settings: GatewaySettings): SmsSender {
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async send(message) {
      const request = gatewayRequest(settings, message);
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
        text = response.ok ? "" : await response.text();
        if (response.ok) await response.body?.cancel();
      } catch (err) {
        if ((err as Error).name === "TimeoutError")
          throw new Error(`SMS gateway did not answer within ${timeoutMs} ms`);
        const cause = (err as { cause?: { code?: unknown } }).cause;
        const code = typeof cause?.code === "string" ? cause.code : (err as Error).message;
        throw new Error(`SMS gateway unreachable (${withoutSecrets(code, settings)})`);
      }
      if (!response.ok) throw gatewayFailure(response.status, text, settings);
    },
  };
}
