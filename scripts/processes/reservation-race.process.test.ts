import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { countOf, multipart, threeProcessesBehindProxy, viaProxy as sendVia } from "./three-behind-proxy";

const processes = threeProcessesBehindProxy();

/** A request through the proxy, from a shopper at `client` (as the CDN in front reports it). */
function viaProxy(pathname: string, client: string, init: RequestInit = {}): Promise<Response> {
  return sendVia(processes.proxy, 300_000, pathname, client, init);
}

const count = (query: string, params: unknown[]) => countOf(processes.db, query, params);

async function carsInStock(): Promise<{ slug: string; status: string; reserved: boolean; price: number }[]> {
  const search = await viaProxy("/api/search?car_type=new&sortBy=price-desc", "10.50.0.1");
  const found = (await search.json()) as { hits: { slug: string; status: string; reserved: boolean; price: number }[] };
  return found.hits.filter((h) => h.status === "in_stock" && !h.reserved && h.price > 200);
}

describe("three server processes on one PostgreSQL database, racing", () => {
  it("ends a 200-way reservation race on one car across the processes with exactly one hold", async () => {
    const car = (await carsInStock())[0]!;
    const checkout = `/cars/${car.slug}/checkout`;
    const html = await (await viaProxy(checkout, "10.62.0.1")).text();
    const actionId = /&quot;id&quot;:&quot;([0-9a-f]{40,})&quot;/.exec(html)?.[1];
    expect(actionId, "the checkout form's action").toBeTruthy();
    const before = [...processes.proxy.answeredBy];
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const form = multipart({
          $ACTION_REF_1: "",
          "$ACTION_1:0": JSON.stringify({ id: actionId, bound: "$@1" }),
          "$ACTION_1:1": JSON.stringify([{ status: "idle", errors: {}, formError: null, values: {} }]),
          $ACTION_KEY: "k0",
          car_slug: car.slug,
          mode: "reserve",
          request_key: randomBytes(18).toString("base64url"),
          name: `Racer ${i}`,
          email: `racer${i}@example.com`,
          phone: `0400 000 ${String(i).padStart(3, "0")}`,
          refund_terms: "on",
        });
        const res = await viaProxy(checkout, `10.63.${Math.floor(i / 250)}.${(i % 250) + 1}`, {
          method: "POST",
          headers: { "content-type": form.type, origin: processes.proxy.origin },
          body: form.body,
        });
        const text = await res.text();
        if (res.status === 303 && (res.headers.get("location") ?? "").includes("/payments/demo/")) return "won";
        if (res.status === 200 && text.includes("just reserved by someone else")) return "taken";
        return `other ${res.status}`;
      }),
    );
    const tally = answers.reduce<Record<string, number>>((t, a) => ({ ...t, [a]: (t[a] ?? 0) + 1 }), {});
    expect(tally).toEqual({ won: 1, taken: 199 });
    expect(processes.proxy.answeredBy.map((n, i) => n - before[i]!).every((n) => n >= 50)).toBe(true);
    const holds = await count(
      "select count(*) as n from reservations r join vehicles v on v.id = r.vehicle_id where v.slug = $1 and r.state in ('pending_payment', 'held')",
      [car.slug],
    );
    expect(holds).toBe(1);
  }, 480_000);
});
