/**
 * `npm run bench:reserve-race`: 200 shoppers reserve the same car at the same moment, over HTTP. Starts the platform
 * (port 3402, its own embedded database, the demo payment provider; `-- --database postgres://...` for a PostgreSQL
 * server), fetches the car's checkout page, then sends 200 checkout forms at once, as browsers without JavaScript
 * would (each its own client address and request key). Reports how many were sent to the payment page (exactly one
 * must be), how many were told the car was just reserved by someone else, any other answer (a 5xx must not occur),
 * the answer times, and how many demo payments exist afterwards (one: the losers never reach the payment provider).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startPlatform } from "./platform";
import { percentile } from "./stats";

const PORT = 3402;
const HOST = "harbour-toyota.localhost";
const SHOPPERS = 200;
const databaseArg = process.argv.indexOf("--database");
const DATABASE_URL = databaseArg > 0 ? process.argv[databaseArg + 1] : undefined;

function multipart(fields: Record<string, string>): { body: string; type: string } {
  const boundary = `----forecourt${randomBytes(8).toString("hex")}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { body: `${parts.join("")}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

/** Demo payments in the database (PostgreSQL only: the embedded one belongs to the server's process). */
async function demoPayments(): Promise<number | null> {
  if (!DATABASE_URL) return null;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<{ n: number }>("select count(*)::int as n from demo_payments")).rows[0]!.n;
  } finally {
    await client.end();
  }
}

async function main() {
  const platform = await startPlatform({
    port: PORT,
    host: HOST,
    pgliteDir: ".data/bench-reserve",
    // The benchmark plays the one proxy in front, so each shopper comes from its own address.
    // On a PostgreSQL server the demo provider must be turned on explicitly (as an operator would for a demo site).
    env: { TRUSTED_PROXIES: "1", ...(DATABASE_URL ? { DATABASE_URL, PAYMENTS_DEMO: "true" } : {}) },
  });
  try {
    const search = (await (await platform.fetch("/api/search?car_type=new&sortBy=price-desc")).json()) as {
      hits: { slug: string; status: string; reserved: boolean; price: number }[];
    };
    const car = search.hits.find((h) => h.status === "in_stock" && !h.reserved && h.price > 200);
    if (!car) throw new Error("no car to reserve");
    const path = `/cars/${car.slug}/checkout`;
    const html = await (await platform.fetch(path)).text();
    const actionId = /&quot;id&quot;:&quot;([0-9a-f]{40,})&quot;/.exec(html)?.[1];
    if (!actionId) throw new Error("no checkout form on the page");
    const origin = `http://${HOST}:${PORT}`;
    const paymentsBefore = await demoPayments();
    const times: number[] = [];
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, i) => {
        const form = multipart({
          $ACTION_REF_1: "",
          "$ACTION_1:0": JSON.stringify({ id: actionId, bound: "$@1" }),
          "$ACTION_1:1": JSON.stringify([{ status: "idle", errors: {}, formError: null, values: {} }]),
          $ACTION_KEY: "k0",
          car_slug: car.slug,
          mode: "reserve",
          request_key: randomBytes(18).toString("base64url"),
          name: `Shopper ${i}`,
          email: `shopper${i}@example.com`,
          phone: `0400 000 ${String(i).padStart(3, "0")}`,
          refund_terms: "on",
        });
        const sent = performance.now();
        const response = await platform.fetch(path, {
          method: "POST",
          headers: {
            "content-type": form.type,
            origin,
            "x-forwarded-for": `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`,
          },
          body: form.body,
        });
        times.push(performance.now() - sent);
        const text = await response.text();
        if (response.status === 303 && (response.headers.get("location") ?? "").includes("/payments/demo/"))
          return "payment page";
        if (response.status === 200 && text.includes("just reserved by someone else")) return "told it was taken";
        return `other: ${response.status}`;
      }),
    );
    const total = performance.now() - started;
    const tally = answers.reduce<Record<string, number>>((t, a) => ({ ...t, [a]: (t[a] ?? 0) + 1 }), {});
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`200 shoppers reserve ${car.slug} at once (${DATABASE_URL ? "PostgreSQL" : "PGlite"}), over HTTP:`);
    for (const [answer, n] of Object.entries(tally)) console.log(`  ${answer.padEnd(20)} ${n}`);
    console.log(
      `  answer ms            p50 ${percentile(sorted, 50).toFixed(0)}  p95 ${percentile(sorted, 95).toFixed(0)}  max ${sorted.at(-1)!.toFixed(0)}  (all ${total.toFixed(0)})`,
    );
    if (DATABASE_URL) console.log(`  payments started     ${(await demoPayments())! - paymentsBefore!}`);
    const ok = tally["payment page"] === 1 && tally["told it was taken"] === SHOPPERS - 1;
    if (!ok) process.exitCode = 1;
  } finally {
    platform.stop();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
