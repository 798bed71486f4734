import { createServer, type Server } from "node:http";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "@/platform/db/client";
import { leadDeliveryLagSeconds, outboxDepths } from "./outbox-depth.db";
import { readingOf } from "./process-readings";
import type { RequestRecord } from "./request-watch";

/** Request durations' buckets, in seconds: cached pages answer in milliseconds, a cold index build in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface PlatformMetrics {
  registry: Registry;
  /** Counts a request the front door answered (request-watch.ts). */
  countRequest: (record: RequestRecord) => void;
  /** The exposition text, with the database's figures read now. */
  render: () => Promise<string>;
}

/**
 * The server process's Prometheus metrics (prom-client), every name prefixed `forecourt_`:
 * - requests by route kind and status, and their duration (counted as they are answered);
 * - the page cache's hits and misses and the search indexes' memory and evictions (read from this process at
 *   each scrape: they are per-process caches);
 * - every outbox's depth, retries, failures and oldest due age per channel, the lead delivery lag, and whether the
 *   database answered (read from the database at each scrape: every process reports the same figures);
 * - Node's own (memory, event loop lag, CPU), from prom-client's defaults.
 */
export function createMetrics(sources: {
  db: () => Promise<Database>;
  pageCache: () => { hits: number; misses: number };
}): PlatformMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: "forecourt_" });

  const requests = new Counter({
    name: "forecourt_http_requests_total",
    help: "Requests answered, by route kind and status code",
    labelNames: ["kind", "status"] as const,
    registers,
  });
  const duration = new Histogram({
    name: "forecourt_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's last byte, by route kind",
    labelNames: ["kind"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });

  /** A counter whose value this process keeps elsewhere: set to it at each scrape. */
  const readCounter = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  const readGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  readCounter(
    "forecourt_page_cache_hits_total",
    "Pages answered from this process's page cache",
    () => sources.pageCache().hits,
  );
  readCounter(
    "forecourt_page_cache_misses_total",
    "Pages Next had to render (not cached, stale or dropped)",
    () => sources.pageCache().misses,
  );
  const index = () => readingOf("searchIndex") ?? { indexes: 0, bytes: 0, budgetBytes: 0, evictions: 0 };
  readGauge("forecourt_search_indexes", "Sites whose search index this process holds", () => index().indexes);
  readGauge("forecourt_search_index_memory_bytes", "Estimated memory of the held search indexes", () => index().bytes);
  readGauge(
    "forecourt_search_index_budget_bytes",
    "What the search indexes may hold (SEARCH_INDEX_MEMORY_MB)",
    () => index().budgetBytes,
  );
  readCounter(
    "forecourt_search_index_evictions_total",
    "Search indexes dropped over their memory budget",
    () => index().evictions,
  );

  const outboxLabels = ["outbox", "channel"] as const;
  const pending = new Gauge({
    name: "forecourt_outbox_pending_jobs",
    help: "Outbox jobs still to do",
    labelNames: outboxLabels,
    registers,
  });
  const retrying = new Gauge({
    name: "forecourt_outbox_retrying_jobs",
    help: "Pending outbox jobs that failed at least once and wait for a retry",
    labelNames: outboxLabels,
    registers,
  });
  const failed = new Gauge({
    name: "forecourt_outbox_failed_jobs",
    help: "Outbox jobs given up after their last attempt (lead deliveries, messages, deposit jobs that failed)",
    labelNames: outboxLabels,
    registers,
  });
  const oldestDue = new Gauge({
    name: "forecourt_outbox_oldest_due_age_seconds",
    help: "How long the oldest due outbox job has been due",
    labelNames: outboxLabels,
    registers,
  });
  const leadLag = new Gauge({
    name: "forecourt_lead_delivery_lag_seconds",
    help: "How long the oldest lead still waiting for its dealer's e-mail or webhook has waited (0: none waits)",
    registers,
  });
  const databaseUp = new Gauge({
    name: "forecourt_database_up",
    help: "Whether the database answered this scrape's queries (1) or not (0)",
    registers,
  });

  /** The database's figures, read once per scrape; on failure the last ones stay and forecourt_database_up is 0. */
  async function readDatabase(): Promise<void> {
    try {
      const db = await sources.db();
      const [depths, lag] = await Promise.all([outboxDepths(db), leadDeliveryLagSeconds(db)]);
      for (const d of depths) {
        const labels = { outbox: d.outbox, channel: d.channel };
        pending.set(labels, d.pending);
        retrying.set(labels, d.retrying);
        failed.set(labels, d.failed);
        oldestDue.set(labels, d.oldestDueSeconds);
      }
      leadLag.set(lag);
      databaseUp.set(1);
    } catch {
      databaseUp.set(0);
    }
  }

  return {
    registry,
    countRequest: ({ kind, status, ms }) => {
      requests.inc({ kind, status: String(status) });
      duration.observe({ kind }, ms / 1000);
    },
    render: async () => {
      await readDatabase();
      return registry.metrics();
    },
  };
}

/**
 * The metrics listener: `GET /metrics` and nothing else, on its own port (METRICS_PORT) and address (METRICS_HOST,
 * loopback by default), never on a dealer's host: the figures are the operator's, not the public's.
 */
export function serveMetrics(metrics: PlatformMetrics): Server {
  return createServer((req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?", 1)[0] !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    metrics.render().then(
      (text) => res.writeHead(200, { "Content-Type": metrics.registry.contentType }).end(text),
      () => res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("metrics failed\n"),
    );
  });
}
