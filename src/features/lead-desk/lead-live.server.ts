import "server-only";
import { currentStaff } from "@/features/staff/index.server";
import { getDb, getDbHandle } from "@/platform/db/db.server";
import { deskPlace, type DeskPlace } from "./desk-place";
import { LEADS_CHANNEL, newestLeadId, newLeadsFor } from "./lead-live.db";

/*
 * The console's live lead list: each server process LISTENs once on the database's lead notices (a trigger sends the
 * site's id when leads are stored, by whichever process or tool stored them) and hands each notice to its open
 * streams; each stream reads what is new for its own member, so nobody hears of a lead they may not read.
 */

interface Listener {
  onSite(siteId: number): void;
  onGap(): void;
}

const hub = globalThis as unknown as {
  __forecourtLeadListeners?: Set<Listener>;
  __forecourtLeadsHeard?: Promise<unknown>;
};

function listeners(): Set<Listener> {
  hub.__forecourtLeadListeners ??= new Set();
  return hub.__forecourtLeadListeners;
}

/** Starts this process's LISTEN on the first stream opened (once; again after it failed). */
function hearLeads(): Promise<unknown> {
  hub.__forecourtLeadsHeard ??= getDbHandle()
    .then((handle) =>
      handle.listen(
        LEADS_CHANNEL,
        (payload) => listeners().forEach((listener) => listener.onSite(Number(payload))),
        () => listeners().forEach((listener) => listener.onGap()),
      ),
    )
    .catch((err: Error) => {
      hub.__forecourtLeadsHeard = undefined;
      console.error(`live lead list could not listen: ${err.message}`);
    });
  return hub.__forecourtLeadsHeard;
}

/** A comment line every so often, so proxies keep the stream open and a closed tab is noticed. */
const KEEPALIVE_MS = 25_000;
/**
 * A stream ends after this long, and the browser opens a new one (EventSource reconnects by itself, from the newest
 * lead it was told of): no request is held open for ever, and a member signed out since is no longer told anything.
 */
const STREAM_MAX_MS = 10 * 60_000;

/**
 * GET /leads/live?since=<lead id>: server-sent events, one `leads` event ({"ids": [...]}) whenever leads the signed-in
 * member may read are stored after `since` (the newest lead the list showed). Anyone not signed in is refused (401).
 */
export async function leadLiveStream(request: Request): Promise<Response> {
  const staff = await currentStaff();
  const place = staff && deskPlace(staff);
  if (!place) return new Response("Sign in to the console first.\n", { status: 401 });
  const db = await getDb();
  const since = new URL(request.url).searchParams.get("since");
  const start = since && /^\d{1,10}$/.test(since) ? Number(since) : await newestLeadId(db, place);
  // The newest lead looked at, per site (ids are shared by all sites, so one site's mark must not skip another's).
  const marks = new Map(siteIdsOf(place).map((id) => [id, start]));
  await hearLeads();

  const encoder = new TextEncoder();
  let listener: Listener | undefined;
  let keepalive: ReturnType<typeof setInterval> | undefined;
  let lifetime: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (listener) listeners().delete(listener);
    clearInterval(keepalive);
    clearTimeout(lifetime);
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      // Notices are read one after another, so two close together never report a lead twice.
      let reading: Promise<void> = Promise.resolve();
      const check = (siteIds: readonly number[]) => {
        reading = reading.then(async () => {
          for (const siteId of siteIds) {
            const mark = marks.get(siteId);
            if (mark === undefined) continue;
            const found = await newLeadsFor(db, place, siteId, mark).catch(() => null);
            if (!found) continue;
            marks.set(siteId, found.newest);
            if (found.ids.length) send(`event: leads\ndata: ${JSON.stringify({ ids: found.ids })}\n\n`);
          }
        });
      };
      listener = {
        onSite: (siteId) => check([siteId]),
        onGap: () => check(siteIdsOf(place)),
      };
      listeners().add(listener);
      send("retry: 5000\n\n");
      // Leads stored between the page's render and this stream's start are reported at once.
      check(siteIdsOf(place));
      keepalive = setInterval(() => send(": keepalive\n\n"), KEEPALIVE_MS);
      const end = () => {
        stop();
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      };
      lifetime = setTimeout(end, STREAM_MAX_MS);
      request.signal.addEventListener("abort", end);
    },
    cancel: stop,
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
    },
  });
}

function siteIdsOf(place: DeskPlace): number[] {
  return place.sites.map((site) => site.id);
}
