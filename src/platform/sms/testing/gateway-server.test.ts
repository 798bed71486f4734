import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpGatewaySender } from "@/platform/sms/http-gateway";
import { latestSmsIn, startGatewayServer, type GatewayServer } from "./gateway-server";

/** The journeys' SMS gateway (e2e/support/sms-gateway.ts is this server with a folder), through the real adapter. */
const dir = mkdtempSync(path.join(tmpdir(), "forecourt-sms-gateway-"));
const creds = { apiKey: "e2e-key", apiSecret: "e2e-secret" };
let gateway: GatewayServer;
beforeAll(async () => {
  gateway = await startGatewayServer({ ...creds, dir });
});
afterAll(async () => {
  await gateway.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the local SMS gateway", () => {
  it("writes each accepted message to its folder, where the newest to a number can be read", async () => {
    const sender = httpGatewaySender({ baseUrl: gateway.url, ...creds });
    await sender.send({ to: "+61400000011", body: "first 111111" });
    const between = new Date();
    await sender.send({ to: "+61400000022", body: "other 222222" });
    await sender.send({ to: "+61400000011", body: "second 333333" });
    expect(readdirSync(dir).sort()).toEqual(["000001.json", "000002.json", "000003.json"]);
    expect(await latestSmsIn(dir, "+61400000011")).toBe("second 333333");
    expect(await latestSmsIn(dir, "+61400000022", { after: between })).toBe("other 222222");
  });
  it("waits for a message still on its way, and says so when none comes", async () => {
    const since = new Date();
    const waiting = latestSmsIn(dir, "+61400000033", { after: since, timeoutMs: 5_000 });
    setTimeout(
      () => void httpGatewaySender({ baseUrl: gateway.url, ...creds }).send({ to: "+61400000033", body: "late" }),
      300,
    );
    expect(await waiting).toBe("late");
    await expect(latestSmsIn(dir, "+61400000044", { timeoutMs: 300 })).rejects.toThrow(/no SMS to \+61400000044/);
  });
  it("refuses a request without the right Basic auth and keeps nothing of it", async () => {
    const before = gateway.accepted.length;
    const response = await fetch(`${gateway.url}/v1/messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Basic " + btoa("e2e-key:wrong") },
      body: JSON.stringify({ messages: [{ content: "x", destination_number: "+61400000055", format: "SMS" }] }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Invalid authentication credentials" });
    expect(gateway.accepted.length).toBe(before);
  });
});
