import { rmSync } from "node:fs";
import path from "node:path";
import { latestSmsIn, startGatewayServer } from "@/platform/sms/testing/gateway-server";
import { E2E_SMS_GATEWAY } from "../../playwright.config";

/**
 * The SMS gateway for the journeys: a real HTTP server on this machine speaking the MessageMedia
 * Messages API (src/platform/sms/testing/gateway-server.ts), checking the Basic auth the platform is
 * configured with, and writing every message it accepts to .data/e2e-sms/, where a journey reads it.
 */
const SMS_DIR = path.resolve(".data/e2e-sms");

export async function startSmsGateway(): Promise<() => Promise<void>> {
  rmSync(SMS_DIR, { recursive: true, force: true });
  const gateway = await startGatewayServer({ ...E2E_SMS_GATEWAY, dir: SMS_DIR });
  return () => gateway.close();
}

/** The text of the newest SMS sent to this number (after `after`), once it has arrived. */
export function latestSmsTo(phoneE164: string, options: { after?: Date; timeoutMs?: number } = {}): Promise<string> {
  return latestSmsIn(SMS_DIR, phoneE164, options);
}

/** A reply from this phone arriving at the gateway (as a shopper's "STOP"), for the platform's next check of replies. */
export async function replyFromPhone(phoneE164: string, text: string): Promise<void> {
  const credentials = Buffer.from(`${E2E_SMS_GATEWAY.apiKey}:${E2E_SMS_GATEWAY.apiSecret}`).toString("base64");
  const response = await fetch(`http://127.0.0.1:${E2E_SMS_GATEWAY.port}/testing/replies`, {
    method: "POST",
    headers: { Authorization: `Basic ${credentials}`, "Content-Type": "application/json" },
    body: JSON.stringify({ source_number: phoneE164, content: text }),
  });
  if (response.status !== 201) throw new Error(`the SMS gateway refused the reply: ${response.status}`);
}
