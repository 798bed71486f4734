import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed webhooks (a site's optional lead channel). The receiver checks
 * `X-Forecourt-Signature: t={unix seconds},v1={hex HMAC-SHA256(secret, "{t}.{body}")}`; the
 * timestamp inside the signature lets it refuse replays of old deliveries.
 */
export const SIGNATURE_HEADER = "X-Forecourt-Signature";

export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${mac}`;
}

/** For receivers (and tests): true when the header signs this body with this secret within the tolerance. */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const t = Number(match[1]);
  if (Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, body, t).slice(-64), "hex");
  return timingSafeEqual(expected, Buffer.from(match[2]!, "hex"));
}

interface WebhookMessage {
  url: string;
  secret: string;
  body: string;
  deliveryId: number;
  event: string;
}

/** Posts a signed JSON body; throws unless the receiver answers 2xx (the outbox then retries). */
export type WebhookSender = (message: WebhookMessage) => Promise<void>;

export const httpWebhookSender: WebhookSender = async ({ url, secret, body, deliveryId, event }) => {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": "Forecourt-Webhooks/1",
      "X-Forecourt-Event": event,
      "X-Forecourt-Delivery": String(deliveryId),
      [SIGNATURE_HEADER]: signWebhook(secret, body, Math.floor(Date.now() / 1000)),
    },
    body,
    redirect: "error",
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
};
