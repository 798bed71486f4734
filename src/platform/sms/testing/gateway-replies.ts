import { randomUUID } from "node:crypto";

/**
 * The replies side of the local gateway (gateway-server.ts), as MessageMedia's "check replies" works: replies wait
 * until confirmed; `GET /v1/replies` answers the oldest unconfirmed ones (up to 100) and `POST /v1/replies/confirmed`
 * with `{"reply_ids":[...]}` (1 to 100) confirms them. A test stands in for a phone with `add`, or, from another
 * process, with `POST /testing/replies` `{"source_number", "content"}` (this server's own, not the API's).
 */
interface StoredReply {
  reply_id: string;
  message_id: string | null;
  content: string;
  source_number: string;
  destination_number: string;
  date_received: string;
  confirmed: boolean;
}

export interface RepliesAnswer {
  status: number;
  body: unknown;
}

const E164 = /^\+[1-9]\d{6,14}$/;
const PAGE = 100;

export class GatewayReplies {
  readonly stored: StoredReply[] = [];

  /** A reply from a phone; its id. */
  add(reply: { from: string; text: string; to?: string }): string {
    const id = randomUUID();
    this.stored.push({
      reply_id: id,
      message_id: null,
      content: reply.text,
      source_number: reply.from,
      destination_number: reply.to ?? "+61400000000",
      date_received: new Date().toISOString(),
      confirmed: false,
    });
    return id;
  }

  unconfirmed(): StoredReply[] {
    return this.stored.filter((r) => !r.confirmed);
  }

  /** The answer to a request on a replies path (already authorised), or null for a path that is not one. */
  route(method: string, url: string, raw: string): RepliesAnswer | null {
    if (url === "/v1/replies") {
      if (method !== "GET") return { status: 405, body: { message: "Method not allowed" } };
      return {
        status: 200,
        body: {
          replies: this.unconfirmed()
            .slice(0, PAGE)
            .map(({ confirmed: _, ...reply }) => reply),
        },
      };
    }
    if (url === "/v1/replies/confirmed") {
      if (method !== "POST") return { status: 405, body: { message: "Method not allowed" } };
      const ids = (parseJson(raw) as { reply_ids?: unknown } | null)?.reply_ids;
      if (!Array.isArray(ids) || ids.length < 1 || ids.length > PAGE || ids.some((id) => typeof id !== "string"))
        return bad("reply_ids: 1 to 100 reply ids required");
      for (const reply of this.stored) if (ids.includes(reply.reply_id)) reply.confirmed = true;
      return { status: 200, body: {} };
    }
    if (url === "/testing/replies") {
      if (method !== "POST") return { status: 405, body: { message: "Method not allowed" } };
      const given = parseJson(raw) as { source_number?: unknown; content?: unknown } | null;
      if (typeof given?.source_number !== "string" || !E164.test(given.source_number))
        return bad("source_number: a number in international form required");
      if (typeof given.content !== "string" || given.content === "") return bad("content: text required");
      return { status: 201, body: { reply_id: this.add({ from: given.source_number, text: given.content }) } };
    }
    return null;
  }
}

const bad = (detail: string): RepliesAnswer => ({
  status: 400,
  body: { message: "Request validation failure", details: [detail] },
});

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
