import path from "node:path";
import type { Env } from "@/platform/env";
import { httpGatewaySender } from "./http-gateway";
import { localInboxSender } from "./local-inbox";
import type { SmsSender } from "./sms-sender";

/**
 * The sender the environment configures: the HTTP gateway when SMS_GATEWAY_URL is set, otherwise the
 * local inbox file, with the sentence the server says once at start so nobody waits for a text that
 * was never sent (it names the file, never a message).
 */
export function smsSenderFromEnv(e: Env): { sender: SmsSender; notice: string | null } {
  if (e.SMS_GATEWAY_URL) {
    return {
      sender: httpGatewaySender({
        baseUrl: e.SMS_GATEWAY_URL,
        apiKey: e.SMS_GATEWAY_API_KEY ?? "",
        apiSecret: e.SMS_GATEWAY_API_SECRET ?? "",
        senderId: e.SMS_SENDER_ID,
      }),
      notice: null,
    };
  }
  const file = path.resolve(/*turbopackIgnore: true*/ process.cwd(), e.SMS_LOCAL_INBOX);
  return {
    sender: localInboxSender(file),
    notice:
      `No SMS gateway is configured (SMS_GATEWAY_URL is unset): no text message is sent. ` +
      `Each one, sign-in codes included, is written to ${file} on this machine instead.`,
  };
}
