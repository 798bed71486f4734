import type { Database } from "@/platform/db/client";
import type { SmsReplies } from "@/platform/sms/sms-replies";
import { australianMobile } from "@/features/accounts";
import { isOptOutReply } from "./sms-opt-out-keyword";
import { stopSmsAlertsTo } from "./sms-opt-out.db";

/** Batches read in one pass at most (the gateway gives up to 100 replies a check), so a flood cannot hold it forever. */
const MAX_BATCHES = 20;

/**
 * Reads the replies to text messages and honours each opt-out (sms-opt-out-keyword.ts) at once: SMS alerts to that
 * number stop (sms-opt-out.db.ts). Every reply is confirmed after it was handled, a reply not understood too (it is
 * ignored), so none is read again; one handled but not confirmed (a crash, or two processes at once) is handled again
 * harmlessly, as a second STOP changes nothing. Returns how many replies were read and how many opted out.
 */
export async function handleSmsReplies(db: Database, replies: SmsReplies): Promise<{ read: number; optOuts: number }> {
  let read = 0;
  let optOuts = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const waiting = await replies.check();
    if (waiting.length === 0) break;
    for (const reply of waiting) {
      if (!isOptOutReply(reply.text)) continue;
      optOuts++;
      // Accounts are keyed by an Australian mobile in E.164: any other number has no alerts to stop.
      const phone = australianMobile(reply.from);
      if (!phone) continue;
      const stopped = await stopSmsAlertsTo(db, phone);
      // The trace of an opt-out, without the number: what it stopped.
      if (stopped.searches + stopped.savedCars + stopped.withdrawn > 0)
        console.info(
          `SMS opt-out: alerts by SMS stopped for ${stopped.searches} saved searches and ${stopped.savedCars} saved cars; ` +
            `${stopped.withdrawn} queued alert texts withdrawn`,
        );
    }
    read += waiting.length;
    await replies.confirm(waiting.map((r) => r.id));
  }
  return { read, optOuts };
}
