import "server-only";
import { periodicJobWorker } from "@/platform/outbox/outbox-worker.server";
import { configuredSmsReplies } from "@/platform/sms/sms-replies.server";
import { handleSmsReplies } from "./sms-replies-pass.db";

/**
 * How often replies to text messages are checked: a STOP is honoured within seconds (Spam Act: at once). One process
 * of a deployment checks at a time (a periodic job), so two never read and act on the same batch together.
 */
const SMS_REPLIES_CHECK_MS = 5_000;

const worker = periodicJobWorker({
  name: "SMS replies",
  intervalMs: SMS_REPLIES_CHECK_MS,
  run: async (db) => {
    await handleSmsReplies(db, configuredSmsReplies());
  },
});

export const startSmsReplyWorker = worker.start;
