import { callGateway, gatewayGet, gatewayPost, type GatewayRequest, type GatewaySettings } from "./gateway-call";
import type { SmsReplies, SmsReply } from "./sms-replies";

/**
 * Replies through the MessageMedia Messages REST API v1 ("check replies"): `GET {base}/v1/replies` answers
 * `{"replies":[{reply_id, message_id, content, source_number, destination_number, date_received, ...}]}` with the
 * oldest unconfirmed replies (up to 100), and `POST {base}/v1/replies/confirmed` with `{"reply_ids":[...]}` (up to 100
 * per request) marks them confirmed, so no later check returns them.
 */
const CONFIRM_BATCH = 100;

export function checkRepliesRequest(settings: GatewaySettings): GatewayRequest {
  return gatewayGet(settings, "v1/replies");
}

/** The confirming requests for these ids, at most 100 ids each. */
export function confirmRepliesRequests(settings: GatewaySettings, ids: string[]): GatewayRequest[] {
  const requests: GatewayRequest[] = [];
  for (let i = 0; i < ids.length; i += CONFIRM_BATCH)
    requests.push(gatewayPost(settings, "v1/replies/confirmed", { reply_ids: ids.slice(i, i + CONFIRM_BATCH) }));
  return requests;
}

/**
 * The replies of a check's answer. A reply without an id, a number or a text cannot be handled nor confirmed, so it is
 * left out; an answer that is not the documented shape is an error (saying so, not what it held).
 */
export function parseCheckReplies(text: string): SmsReply[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error("SMS gateway's replies: the answer is not JSON");
  }
  const list = (parsed as { replies?: unknown } | null)?.replies;
  if (!Array.isArray(list)) throw new Error("SMS gateway's replies: the answer has no replies list");
  return list.flatMap((r: Record<string, unknown> | null) => {
    if (typeof r?.reply_id !== "string" || r.reply_id === "") return [];
    if (typeof r.source_number !== "string" || typeof r.content !== "string") return [];
    const received = typeof r.date_received === "string" ? new Date(r.date_received) : null;
    return [
      {
        id: r.reply_id,
        from: r.source_number,
        text: r.content,
        receivedAt: received && !Number.isNaN(received.getTime()) ? received : null,
      },
    ];
  });
}

export function httpSmsReplies(settings: GatewaySettings): SmsReplies {
  return {
    async check() {
      return parseCheckReplies(await callGateway(settings, checkRepliesRequest(settings), { read: true }));
    },
    async confirm(ids) {
      for (const request of confirmRepliesRequests(settings, ids))
        await callGateway(settings, request, { read: false });
    },
  };
}
