import path from "node:path";
import type { Env } from "@/platform/env";
import { httpGatewaySender } from "./http-gateway";
import { httpSmsReplies } from "./http-replies";
import { localInboxSender } from "./local-inbox";
import { localRepliesFile, localSmsReplies } from "./local-replies";
import type { SmsReplies } from "./sms-replies";
import type { SmsSender } from "./sms-sender";

/**
 * The sender the environment configures: the HTTP gateway when SMS_GATEWAY_URL is set, otherwise the
 * local inbox file, with the sentence the server says once at start so nobody waits for a text that
 * was never sent (it names the file, never a message).
 */
export function smsSenderFromEnv(e: Env): { sender: SmsSender; notice: string | null } {
  const settings = gatewaySettings(e);
  if (settings) return { sender: httpGatewaySender(settings), notice: null };
  const file = path.resolve(/*turbopackIgnore: true*/ process.cwd(), e.SMS_LOCAL_INBOX);
  return {
    sender: localInboxSender(file),
    notice:
      `No SMS gateway is configured (SMS_GATEWAY_URL is unset): no text message is sent. ` +
      `Each one, sign-in codes included, is written to ${file} on this machine instead.`,
  };
}

function gatewaySettings(e: Env) {
  return e.SMS_GATEWAY_URL
    ? {
        baseUrl: e.SMS_GATEWAY_URL,
        apiKey: e.SMS_GATEWAY_API_KEY ?? "",
        apiSecret: e.SMS_GATEWAY_API_SECRET ?? "",
        senderId: e.SMS_SENDER_ID,
      }
    : null;
}

/**
 * Where replies to text messages are read: the HTTP gateway's replies when SMS_GATEWAY_URL is set, otherwise a local
 * file beside the SMS inbox (no phone can reply to a message that was never sent), with the sentence saying so.
 */
export function smsRepliesFromEnv(e: Env): { replies: SmsReplies; notice: string | null } {
  const settings = gatewaySettings(e);
  if (settings) return { replies: httpSmsReplies(settings), notice: null };
  const file = localRepliesFile(path.resolve(/*turbopackIgnore: true*/ process.cwd(), e.SMS_LOCAL_INBOX));
  return {
    replies: localSmsReplies(file),
    notice:
      `No SMS gateway is configured: no phone can reply to a text message. ` +
      `A line "{number} {text}" appended to ${file} is read as a reply from that number (e.g. STOP).`,
  };
}
