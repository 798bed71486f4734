import "server-only";
import { env } from "@/platform/env";
import { smsRepliesFromEnv } from "./sms-config";
import type { SmsReplies } from "./sms-replies";

// Made once per process, on globalThis: instrumentation and the app's routes are bundled separately.
const holder = globalThis as unknown as { __forecourtSmsReplies?: SmsReplies };

/** The configured replies reader, made once; without a gateway the server says where replies are read, once. */
export function configuredSmsReplies(): SmsReplies {
  if (!holder.__forecourtSmsReplies) {
    const configured = smsRepliesFromEnv(env());
    if (configured.notice) console.warn(configured.notice);
    holder.__forecourtSmsReplies = configured.replies;
  }
  return holder.__forecourtSmsReplies;
}
