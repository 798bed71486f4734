import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/platform/db/client";
import { feedRuns, feedSources, staffMembers, staffUsers } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { sendPullNotices } from "./pull-notice.db";
import { fetchFeed } from "./pull-fetch";
import { runDuePulls } from "./pull.db";
import { createSource } from "./sources.db";
import { feedMember, feedSite, type FeedSite } from "./testing/feed-fixture";

/** The scheduled pull against a real HTTP server on this machine serving CSV, JSON and XML. */
let handle: DatabaseHandle;
let harbour: FeedSite;
let server: Server;
let origin: string;
const LOCAL = { allowLoopbackHttp: true, allowPrivateAddresses: true };

beforeAll(async () => {
  handle = (await openSeededTestDatabase()).handle;
  harbour = await feedSite(handle.db, "harbour", "harbour-toyota");
  server = createServer((req, res) => {
    if (req.url === "/feed.csv")
      res.writeHead(200, { "Content-Type": "text/csv" }).end(harbour.csv(["PULL1", "PULL2"]));
    else if (req.url === "/feed.json")
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify([{ stocknum: "PULLJ" }]));
    else if (req.url === "/feed.xml")
      res
        .writeHead(200, { "Content-Type": "application/xml" })
        .end("<stock><car><stocknum>PULLX</stocknum></car></stock>");
    else if (req.url === "/away") res.writeHead(302, { Location: "http://localhost.example/feed.csv" }).end();
    else res.writeHead(404).end("missing");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  server?.close();
  await handle?.close();
});

async function pullSource(name: string, path: string, format: "csv" | "json" | "xml") {
  const made = await createSource(
    handle.db,
    feedMember(harbour, "owner", "h-owner"),
    [harbour.siteId],
    harbour.siteId,
    {
      name,
      kind: "pull",
      format,
      url: `${origin}${path}`,
      everyMinutes: 60,
      fullFeed: false,
      maxRemovedShare: 0.2,
      enabled: true,
      mapping: {},
    },
  );
  if (!made.ok) throw new Error("no source");
  return made.id;
}

const runsOf = (sourceId: number) =>
  handle.db.select().from(feedRuns).where(eq(feedRuns.sourceId, sourceId)).orderBy(desc(feedRuns.id));

describe("the scheduled pull", () => {
  it("fetches each due source over HTTP into the engine (CSV, JSON, XML) and moves its next run a schedule on", async () => {
    const csv = await pullSource("CSV pull", "/feed.csv", "csv");
    const json = await pullSource("JSON pull", "/feed.json", "json");
    const xml = await pullSource("XML pull", "/feed.xml", "xml");
    const now = new Date(Date.now() + 1000);
    const outcomes = await runDuePulls(handle.db, LOCAL, now);
    expect(outcomes.map((o) => o.sourceId).sort()).toEqual([csv, json, xml].sort());
    expect(outcomes.find((o) => o.sourceId === csv)).toMatchObject({ status: "applied" });
    for (const id of [csv, json, xml]) {
      const [run] = await runsOf(id);
      expect(run).toMatchObject({ trigger: "schedule" });
      // The body reached the engine: whatever it made of it, the fetch did not fail.
      expect(run!.message ?? "").not.toMatch(/fetched|answered|host/);
      const [source] = await handle.db.select().from(feedSources).where(eq(feedSources.id, id));
      expect(source!.nextRunAt!.getTime()).toBe(now.getTime() + 60 * 60_000);
    }
    expect(await runDuePulls(handle.db, LOCAL, now)).toEqual([]);
  });

  it("records a failed fetch as a failed run, backs off, and e-mails the site's owners", async () => {
    const id = await pullSource("Broken pull", "/missing.csv", "csv");
    const now = new Date(Date.now() + 2000);
    const outcomes = await runDuePulls(handle.db, LOCAL, now);
    expect(outcomes).toEqual([
      expect.objectContaining({ sourceId: id, status: "failed", message: "the dealer's server answered 404" }),
    ]);
    const [source] = await handle.db.select().from(feedSources).where(eq(feedSources.id, id));
    expect(source!.nextRunAt!.getTime()).toBeGreaterThan(now.getTime());
    expect(source!.nextRunAt!.getTime()).toBeLessThan(now.getTime() + 60 * 60_000);
    await handle.db.insert(staffUsers).values({ id: "h-owner", email: "owner@harbour.example", name: "Owner" });
    await handle.db
      .insert(staffMembers)
      .values({ id: "m-owner", organizationId: harbour.groupId, userId: "h-owner", role: "owner" });
    const sent: { to: string; subject: string; text: string }[] = [];
    const count = await sendPullNotices(handle.db, { send: async (m) => void sent.push(m) }, outcomes, {
      from: "feeds@forecourt.example",
      consoleOrigin: "http://console.localhost:3000",
    });
    expect(count).toBe(1);
    expect(sent[0]).toMatchObject({ to: "owner@harbour.example" });
    expect(sent[0]!.subject).toContain("Broken pull");
    expect(sent[0]!.text).toContain(`http://console.localhost:3000/feeds/${id}/runs/${outcomes[0]!.runId}`);
  });

  it("refuses plain http, redirects to another host and (in production rules) loopback addresses", async () => {
    await expect(
      fetchFeed(`${origin}/feed.csv`, { allowLoopbackHttp: false, allowPrivateAddresses: true }),
    ).rejects.toThrow(/https/);
    await expect(fetchFeed(`${origin}/away`, LOCAL)).rejects.toThrow(/another host/);
    await expect(
      fetchFeed(`${origin}/feed.csv`, { allowLoopbackHttp: true, allowPrivateAddresses: false }),
    ).rejects.toThrow(/private/);
    await expect(fetchFeed(`${origin}/feed.csv`, LOCAL)).resolves.toContain("PULL1");
  });
});
