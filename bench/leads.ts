/**
 * `npm run bench:leads`: how fast a lead is taken and how soon it reaches the dealer. Starts the
 * platform (port 3401, its own embedded database) with a real local SMTP server as the dealers'
 * mail server, sends leads through POST /api/leads across the demo sites, and reports the answer
 * time and the time until each lead's e-mail has arrived (p50 / p95 / max, in ms).
 */
import { SMTPServer } from "smtp-server";
import { startPlatform } from "./platform";
import { percentile } from "./stats";

const PORT = 3401;
const MAIL_PORT = 3426;
const SITES = ["harbour-toyota", "southern-cross-motors", "tasman-caravans", "bigbox-used"];
/** Within each site's allowance for leads sent without the spam puzzle (60 per 10 minutes). */
const PER_SITE = 50;

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)}  p95 ${percentile(sorted, 95).toFixed(1)}  max ${sorted[sorted.length - 1]!.toFixed(1)}`;
}

async function main() {
  const arrived = new Map<string, number>();
  const mail = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 500,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        const tag = /bench-lead-\d+/.exec(raw)?.[0];
        if (tag) arrived.set(tag, performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => mail.listen(MAIL_PORT, "127.0.0.1", resolve));
  const platform = await startPlatform({
    port: PORT,
    host: `${SITES[0]}.localhost`,
    pgliteDir: ".data/bench-leads",
    // The benchmark plays the one proxy in front, so each of its leads comes from its own client address.
    env: {
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(MAIL_PORT),
      LEAD_WORKER_INTERVAL_MS: "1000",
      TRUSTED_PROXIES: "1",
    },
  });
  try {
    const sent = new Map<string, number>();
    const answers: number[] = [];
    for (const slug of SITES) {
      for (let i = 0; i < PER_SITE; i++) {
        const tag = `bench-lead-${sent.size}`;
        const started = performance.now();
        const response = await platform.fetch("/api/leads", {
          method: "POST",
          // Each site by its own host name; each lead from its own client address (the per-client limit is not measured here).
          headers: {
            host: `${slug}.localhost:${PORT}`,
            "content-type": "application/json",
            "x-forwarded-for": `10.99.${sent.size >> 8}.${sent.size & 255}`,
          },
          body: JSON.stringify({
            form: "location",
            fields: {
              name: "Bench",
              last_name: tag,
              email: "bench@example.com",
              phone: "0412 000 999",
              postcode: "6160",
              message: `Benchmark ${tag}`,
              terms_conditions: true,
            },
          }),
        });
        answers.push(performance.now() - started);
        if (response.status !== 201) throw new Error(`${slug}: ${response.status} ${await response.text()}`);
        sent.set(tag, started);
      }
    }
    const deadline = Date.now() + 120_000;
    while (arrived.size < sent.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const delivered = [...sent].filter(([tag]) => arrived.has(tag)).map(([tag, t]) => arrived.get(tag)! - t);
    console.log(`leads sent: ${sent.size} across ${SITES.length} sites; delivered by e-mail: ${delivered.length}`);
    console.log(`answer time (POST /api/leads: checked, stored with its outbox rows), ms: ${summary(answers)}`);
    if (delivered.length)
      console.log(`until the dealer's mail server has it, ms:                            ${summary(delivered)}`);
  } finally {
    platform.stop();
    await new Promise<void>((resolve) => mail.close(() => resolve()));
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
