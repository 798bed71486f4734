import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkRepliesRequest, confirmRepliesRequests, httpSmsReplies, parseCheckReplies } from "./http-replies";
import type { GatewaySettings } from "./gateway-call";
import { startGatewayServer, type GatewayServer } from "./testing/gateway-server";

const settings: GatewaySettings = {
  baseUrl: "https://api.messagemedia.example/",
  apiKey: "key-7f3a",
  apiSecret: "secret-9bd1-very-private",
};
const basic = (s: GatewaySettings) => `Basic ${Buffer.from(`${s.apiKey}:${s.apiSecret}`).toString("base64")}`;

describe("MessageMedia check replies: the requests", () => {
  it("checks with GET {base}/v1/replies and HTTP Basic auth, no body", () => {
    const request = checkRepliesRequest(settings);
    expect(request).toMatchObject({ url: "https://api.messagemedia.example/v1/replies", method: "GET" });
    expect(request.headers.Authorization).toBe(basic(settings));
    expect(request.body).toBeUndefined();
  });
  it("confirms with POST {base}/v1/replies/confirmed and reply_ids, at most 100 a request", () => {
    const ids = Array.from({ length: 230 }, (_, i) => `id-${i}`);
    const requests = confirmRepliesRequests(settings, ids);
    expect(requests.map((r) => JSON.parse(r.body!).reply_ids.length)).toEqual([100, 100, 30]);
    expect(requests[0]).toMatchObject({ url: "https://api.messagemedia.example/v1/replies/confirmed", method: "POST" });
    expect(requests[0]!.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(requests[2]!.body!).reply_ids[29]).toBe("id-229");
    expect(confirmRepliesRequests(settings, [])).toEqual([]);
  });
});

describe("MessageMedia check replies: the answer", () => {
  it("reads each reply's id, number, text and time", () => {
    const answer = {
      replies: [
        {
          metadata: { key1: "value1" },
          message_id: "877c19ef-fa2e-4cec-827a-e1df9b5509f7",
          reply_id: "a175e797-2b54-468b-9850-41a3eab32f74",
          date_received: "2026-11-29T03:30:29.000Z",
          callback_url: "https://my.callback.url.com",
          destination_number: "+61491570156",
          source_number: "+61491570157",
          vendor_account_id: { vendor_id: "MessageMedia", account_id: "MyAccount" },
          content: "STOP",
        },
      ],
    };
    expect(parseCheckReplies(JSON.stringify(answer))).toEqual([
      {
        id: "a175e797-2b54-468b-9850-41a3eab32f74",
        from: "+61491570157",
        text: "STOP",
        receivedAt: new Date("2026-11-29T03:30:29.000Z"),
      },
    ]);
  });
  it("leaves out a reply it could neither handle nor confirm, and refuses an answer of another shape", () => {
    const replies = [
      { reply_id: "", source_number: "+61400000001", content: "STOP" },
      { reply_id: "r2", content: "STOP" },
      { reply_id: "r3", source_number: "+61400000003", content: "hi", date_received: "not a date" },
    ];
    expect(parseCheckReplies(JSON.stringify({ replies }))).toEqual([
      { id: "r3", from: "+61400000003", text: "hi", receivedAt: null },
    ]);
    expect(() => parseCheckReplies("<html>")).toThrow("SMS gateway's replies: the answer is not JSON");
    expect(() => parseCheckReplies("{}")).toThrow(/no replies list/);
  });
});

describe("the replies adapter against the local gateway over HTTP", () => {
  const creds = { apiKey: "replies-key", apiSecret: "replies-secret-123456" };
  let gateway: GatewayServer;
  beforeAll(async () => {
    gateway = await startGatewayServer(creds);
  });
  afterAll(() => gateway.close());

  it("gives the unconfirmed replies, oldest first, until they are confirmed", async () => {
    const replies = httpSmsReplies({ baseUrl: gateway.url, ...creds });
    const first = gateway.replies.add({ from: "+61400000101", text: "STOP" });
    gateway.replies.add({ from: "+61400000102", text: "Is it still for sale?" });
    const read = await replies.check();
    expect(read.map((r) => [r.from, r.text])).toEqual([
      ["+61400000101", "STOP"],
      ["+61400000102", "Is it still for sale?"],
    ]);
    expect(read[0]!.id).toBe(first);
    expect(read[0]!.receivedAt).toBeInstanceOf(Date);
    await replies.confirm([first]);
    expect((await replies.check()).map((r) => r.text)).toEqual(["Is it still for sale?"]);
    await replies.confirm(read.map((r) => r.id));
    expect(await replies.check()).toEqual([]);
  });
  it("gives 100 at a time, and confirms more than 100 in batches", async () => {
    const replies = httpSmsReplies({ baseUrl: gateway.url, ...creds });
    for (let i = 0; i < 150; i++) gateway.replies.add({ from: "+61400000103", text: `reply ${i}` });
    const page = await replies.check();
    expect(page).toHaveLength(100);
    expect(page[0]!.text).toBe("reply 0");
    await replies.confirm(gateway.replies.unconfirmed().map((r) => r.reply_id));
    expect(await replies.check()).toEqual([]);
  });
  it("says the gateway refused the credentials, without the secret", async () => {
    const wrong = httpSmsReplies({ baseUrl: gateway.url, apiKey: creds.apiKey, apiSecret: "not-the-secret-999" });
    gateway.replies.add({ from: "+61400000104", text: "STOP" });
    const err = await wrong.check().catch((e: Error) => e);
    expect((err as Error).message).toMatch(/^SMS gateway refused the API key and secret \(401\)/);
    expect((err as Error).message).not.toContain("not-the-secret-999");
    await expect(wrong.confirm(["x"])).rejects.toThrow(/\(401\)/);
    expect(gateway.replies.unconfirmed().map((r) => r.source_number)).toEqual(["+61400000104"]);
  });
  it("lets a test stand in for a phone over HTTP, checking the auth and the fields", async () => {
    const post = (auth: string, body: unknown) =>
      fetch(`${gateway.url}/testing/replies`, {
        method: "POST",
        headers: { Authorization: auth, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const auth = basic({ baseUrl: "", ...creds });
    expect((await post(auth, { source_number: "+61400000105", content: "stop" })).status).toBe(201);
    expect((await post(auth, { source_number: "0400000105", content: "stop" })).status).toBe(400);
    expect((await post("Basic eDp5", { source_number: "+61400000105", content: "stop" })).status).toBe(401);
    const refused = await fetch(`${gateway.url}/v1/replies/confirmed`, {
      method: "POST",
      headers: { Authorization: auth, "Content-Type": "application/json" },
      body: JSON.stringify({ reply_ids: [] }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: "Request validation failure",
      details: ["reply_ids: 1 to 100 reply ids required"],
    });
  });
});
