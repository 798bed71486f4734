import { z } from "zod";

/** The process environment, validated once. Secrets read here are never logged or rendered. */
// An empty variable (DATABASE_URL= in a shell or .env file) means "not set".
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/** A per-site duration for demos and tests: "site-slug=120,other-site=600" -> { "site-slug": 120, ... }. */
const secondsBySite = () =>
  optional(
    z
      .string()
      .regex(/^[a-z0-9-]+=\d{2,6}(,[a-z0-9-]+=\d{2,6})*$/, { error: 'must look like "site-slug=120,other-site=600"' })
      .transform((v) =>
        Object.fromEntries(v.split(",").map((pair) => [pair.split("=")[0]!, Number(pair.split("=")[1])])),
      ),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * The port of the Prometheus metrics listener (GET /metrics, its own listener, never on a dealer's host). Unset: no
   * metrics listener. Each server process on one machine needs its own.
   */
  METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  /** The address the metrics listener binds to: loopback by default, so only this machine's Prometheus reads it. */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** A PostgreSQL server; when unset the embedded PGlite database in PGLITE_DIR is used. */
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" })),
  PGLITE_DIR: z.string().min(1).default(".data/pglite"),
  /** The site served on a bare localhost (or 127.0.0.1). */
  DEFAULT_SITE: z.string().min(1).default("harbour-toyota"),
  /** Where site configuration files live. */
  SITES_DIR: z.string().min(1).default("sites"),
  /**
   * The dealer console's host name, without scheme or port: the console answers on it and on no other host, and no
   * dealer's site answers on it.
   */
  CONSOLE_HOST: z
    .string()
    .regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/i, {
      error: 'must be a host name like "console.localhost" (no scheme, port or path)',
    })
    .default("console.localhost")
    .transform((v) => v.toLowerCase()),
  /**
   * The console's public origin for links in e-mails (lead digests, feed notices), when it is not the console host
   * over https (behind a proxy, or on a port): an origin only, like "https://console.forecourt.example".
   */
  CONSOLE_ORIGIN: optional(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http:// or https:// origin like "https://console.forecourt.example"',
      })
      .refine((v) => /^https?:\/\/[^/?#@]+\/?$/.test(v), {
        error: "must be an origin only (scheme, host and port: no path, query or user name)",
      })
      .transform((v) => v.replace(/\/+$/, "")),
  ),
  /**
   * "true" lets feed pulls reach plain http on this machine and private addresses in production (a test or demo
   * server); outside production they are allowed anyway (tests and the quick start serve feeds locally).
   */
  FEED_PULL_ALLOW_LOCAL: z
    .enum(["true", "false"], { error: 'must be "true" or "false"' })
    .default("false")
    .transform((v) => v === "true"),
  /** The mail server leads are sent through; when unset, leads wait in the outbox (stored, never lost). */
  SMTP_HOST: optional(z.string().min(1)),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** "true" for implicit TLS (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  SMTP_USER: optional(z.string().min(1)),
  /** A secret. */
  SMTP_PASSWORD: optional(z.string().min(1)),
  MAIL_FROM: z.string().min(3).default("Forecourt Leads <leads@forecourt.example>"),
  /** How often the server's outbox worker looks for due deliveries. */
  LEAD_WORKER_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(15_000),
  /** A secret that signs spam-check challenges; a random one per process when unset. */
  LEAD_SPAM_SECRET: optional(z.string().min(16)),
  /** A secret that signs shoppers' session cookies and keys the sign-in codes' hashes; made once and kept in the database when unset. */
  AUTH_SECRET: optional(z.string().min(32)),
  /**
   * Holds on the named sites last this many seconds instead of their reserve.holdHours, e.g. "bigbox-used=120".
   * For demonstrations and the journeys' expiry test only; never set it for a dealer's live site.
   */
  RESERVE_HOLD_SECONDS_BY_SITE: secondsBySite(),
  /** For demos and tests: how long a trade-in offer stands on a site, in seconds, instead of 7 days ("site-slug=60"). */
  TRADE_IN_OFFER_SECONDS_BY_SITE: secondsBySite(),
  /** Stripe's secret API key: deposits are taken through Stripe. Unset: the demo provider (no money moves). A secret. */
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, {
      error: "must be a Stripe secret key (sk_live_... or sk_test_...)",
    }),
  ),
  /** The signing secret of the Stripe webhook endpoint (/api/payments/stripe on each site). A secret. */
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_[A-Za-z0-9]{8,}$/, { error: "must be a Stripe webhook secret (whsec_...)" }),
  ),
  /** For tests only: a local server speaking Stripe's API instead of api.stripe.com. */
  STRIPE_API_BASE: optional(z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })),
  /** "true" lets the demo payment provider run in production on a PostgreSQL server (a demonstration site). */
  PAYMENTS_DEMO: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** The trade-in's plate lookup: the RegCheck (CarRegistrationAPI) account's username. Unset: the demo register. A secret. */
  PLATE_LOOKUP_USERNAME: optional(z.string().min(1).max(100)),
  /** The plate lookup service's base URL (…/api/reg.asmx); tests point it at a local server. */
  PLATE_LOOKUP_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })),
  /**
   * How many days raw analytics events and phone reveals are kept: older ones are deleted by the reports worker
   * (400 days: a year compared with the year before, and a month to spare). The daily report figures are kept.
   */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(400),
  /** How often the server records holds that have run out and retries deposit captures and releases. */
  RESERVE_WORKER_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(15_000),
  /**
   * How many proxies in front of the platform append to X-Forwarded-For (see http/client-address.ts).
   * None by default: the client is the TCP peer, and a header the client wrote itself counts for nothing.
   */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * On SIGTERM, how long a server process lets the requests it is serving (and its outbox workers' steps under way)
   * finish before it closes their connections and exits; keep it below the process manager's own stop timeout.
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  /**
   * Whether `npm start` and `db:prepare` give the four demo dealers (when their site files are present)
   * their invented stock while it is empty. The quick start wants them; a real deployment sets "false".
   */
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /**
   * The HTTP SMS gateway (MessageMedia Messages API v1) text messages are sent through. Unset: nothing is
   * sent, each message is written to SMS_LOCAL_INBOX on this machine instead (the quick start's demo).
   */
  SMS_GATEWAY_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })),
  SMS_GATEWAY_API_KEY: optional(z.string().min(1)),
  /** A secret. */
  SMS_GATEWAY_API_SECRET: optional(z.string().min(1)),
  /** The sender shown on the phone: a number in international form, or up to 11 letters and digits. */
  SMS_SENDER_ID: optional(
    z.string().regex(/^(?:\+[1-9]\d{6,14}|(?=[A-Za-z0-9 ]*[A-Za-z])[A-Za-z0-9 ]{1,11})$/, {
      error: "must be a number like +61400000000 or up to 11 letters and digits",
    }),
  ),
  /**
   * What one server process's search indexes (one per site) may hold together, in MB (estimated from their
   * vehicle counts); past it the least recently used sites' indexes are dropped and rebuilt on their next search.
   */
  SEARCH_INDEX_MEMORY_MB: z.coerce.number().int().min(16).max(1_048_576).default(512),
  /** Where messages are written while no SMS gateway is configured. */
  SMS_LOCAL_INBOX: z.string().min(1).default(".data/sms-inbox.txt"),
  /** Where mail a person waits for (a console sign-in code) is written while no mail server (SMTP_HOST) is set. */
  MAIL_LOCAL_INBOX: z.string().min(1).default(".data/mail-inbox.txt"),
  /** How often the server's SMS worker looks for due messages (it also runs right after a message is queued). */
  SMS_WORKER_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(15_000),
  /** Where the image pipeline keeps resized pictures, fetched stock photos and the demo photos (safe to delete). */
  IMAGE_CACHE_DIR: z.string().min(1).default(".data/images"),
  /**
   * What that folder may fill, in MB; past it the least recently used pictures are deleted (and made again if asked
   * for). Every process on the disk keeps to it.
   */
  IMAGE_CACHE_MB: z.coerce.number().int().min(16).max(1_048_576).default(2048),
  /** Where the dealers' uploaded photos are kept: "disk" (MEDIA_DIR) or "s3" (an S3-compatible bucket). */
  MEDIA_STORE: z.enum(["disk", "s3"]).default("disk"),
  /** The disk media store's folder (NOT a cache: it holds the only copy of every uploaded photo). */
  MEDIA_DIR: z.string().min(1).default(".data/media"),
  /** The S3-compatible server (path-style requests), e.g. https://s3.ap-southeast-2.amazonaws.com. */
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })),
  S3_BUCKET: optional(z.string().min(1)),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  /** Never logged. */
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
});

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Rules across variables: a gateway needs its credentials, and they never travel in clear to another machine. */
const checkedEnvSchema = envSchema.superRefine((e, ctx) => {
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
    ctx.addIssue({
      code: "custom",
      path: ["STRIPE_WEBHOOK_SECRET"],
      message: "is required when STRIPE_SECRET_KEY is set",
    });
  if (e.STRIPE_API_BASE) {
    const base = new URL(e.STRIPE_API_BASE);
    if (base.protocol === "http:" && !LOOPBACK_HOSTS.has(base.hostname))
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_API_BASE"],
        message: "must be https:// unless it is this machine",
      });
  }
  if (e.MEDIA_STORE === "s3")
    for (const name of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const)
      if (!e[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when MEDIA_STORE is s3" });
  if (!e.SMS_GATEWAY_URL) return;
  const url = new URL(e.SMS_GATEWAY_URL);
  if (url.username || url.password)
    ctx.addIssue({
      code: "custom",
      path: ["SMS_GATEWAY_URL"],
      message: "must not hold credentials (set SMS_GATEWAY_API_KEY and SMS_GATEWAY_API_SECRET)",
    });
  if (url.protocol === "http:" && !LOOPBACK_HOSTS.has(url.hostname))
    ctx.addIssue({ code: "custom", path: ["SMS_GATEWAY_URL"], message: "must be https:// unless it is this machine" });
  for (const name of ["SMS_GATEWAY_API_KEY", "SMS_GATEWAY_API_SECRET"] as const)
    if (!e[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when SMS_GATEWAY_URL is set" });
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = checkedEnvSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`Invalid environment: ${problems}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/**
 * Whether feed pulls may reach this machine over plain http and private addresses: outside production always (tests
 * and the quick start serve feeds locally), in production only where FEED_PULL_ALLOW_LOCAL=true says so.
 */
export const feedPullAllowsLocal = (e: Pick<Env, "NODE_ENV" | "FEED_PULL_ALLOW_LOCAL">): boolean =>
  e.NODE_ENV !== "production" || e.FEED_PULL_ALLOW_LOCAL;

/** Tests change the environment between cases. */
export function resetEnvForTests(): void {
  cached = undefined;
}
