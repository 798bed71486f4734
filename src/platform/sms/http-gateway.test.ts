import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewayFailure, gatewayRequest, httpGatewaySender, type GatewaySettings } from "./http-gateway";
import { isPermanentSmsError, PermanentSmsError } from "./sms-sender";
import { startGatewayServer, type GatewayServer } from "./testing/gateway-server";

const settings: GatewaySettings = {
  baseUrl: "https://api.messagemedia.example",
  apiKey: "key-7f3a",
  apiSecret: "secret-9bd1-very-private",
};
const message = { to: "+61400000001", body: "Your Harbour Toyota code is 482913" };

describe("MessageMedia request", () => {
  it("posts JSON to {base}/v1/messages with HTTP Basic auth from the API key and secret", () => {
    const request = gatewayRequest(settings, message);
    expect(request.method).toBe("POST");
    expect(request.url).toBe("https://api.messagemedia.example/v1/messages");
    expect(request.headers["Content-Type"]).toBe("application/json");
    const [scheme, encoded] = request.headers.Authorization!.split(" ");
    expect(scheme).toBe("Basic");
    expect(Buffer.from(encoded!, "base64").toString()).toBe("key-7f3a:secret-9bd1-very-private");
    expect(JSON.parse(request.body)).toEqual({
      messages: [{ content: message.body, destination_number: "+61400000001", format: "SMS" }],
    });
  });
  it("keeps a base URL's path, with or without a trailing slash", () => {
    expect(gatewayRequest({ ...settings, baseUrl: "http://127.0.0.1:3126/gw" }, message).url).toBe(
      "http://127.0.0.1:3126/gw/v1/messages",
    );
    expect(gatewayRequest({ ...settings, baseUrl: "http://127.0.0.1:3126/gw/" }, message).url).toBe(
      "http://127.0.0.1:3126/gw/v1/messages",
    );
  });
  it("names the sender when SMS_SENDER_ID is set, saying whether it is a number or a name", () => {
    const named = JSON.parse(gatewayRequest({ ...settings, senderId: "HarbourTyta" }, message).body);
    expect(named.messages[0]).toMatchObject({ source_number: "HarbourTyta", source_number_type: "ALPHANUMERIC" });
    const numbered = JSON.parse(gatewayRequest({ ...settings, senderId: "+61400000999" }, message).body);
    expect(numbered.messages[0]).toMatchObject({ source_number: "+61400000999", source_number_type: "INTERNATIONAL" });
  });
});

describe("MessageMedia errors", () => {
  it("reports refused credentials without the key or secret, to be retried once they are fixed", () => {
    const err = gatewayFailure(401, JSON.stringify({ message: "Invalid credentials key-7f3a" }), settings);
    expect(err.message).toBe("SMS gateway refused the API key and secret (401): Invalid credentials [secret]");
    expect(err).not.toBeInstanceOf(PermanentSmsError);
  });
  it("treats a validation failure as permanent, keeping the gateway's words but not the number", () => {
    const body = { message: "Request validation failure", details: ["destination_number: +61400000001 is invalid"] };
    const err = gatewayFailure(400, JSON.stringify(body), settings);
    expect(err).toBeInstanceOf(PermanentSmsError);
    // Also as another bundle's copy of the class would see it.
    expect(isPermanentSmsError(Object.assign(new Error(err.message), { permanent: true }))).toBe(true);
    expect(isPermanentSmsError(gatewayFailure(500, "", settings))).toBe(false);
    expect(err.message).toBe(
      "SMS gateway answered 400: Request validation failure; destination_number: [phone] is invalid",
    );
  });
  it("retries a server error, even one whose body is not JSON", () => {
    const err = gatewayFailure(503, "<html>Service Unavailable secret-9bd1-very-private</html>", settings);
    expect(err.message).toBe("SMS gateway answered 503");
    expect(err).not.toBeInstanceOf(PermanentSmsError);
    expect(gatewayFailure(500, JSON.stringify({ message: "oops secret-9bd1-very-private" }), settings).message).toBe(
      "SMS gateway answered 500: oops [secret]",
    );
  });
});

describe("MessageMedia adapter against a local gateway", () => {
  let gateway: GatewayServer;
  let slow: GatewayServer;
  const creds = { apiKey: "local-key", apiSecret: "local-secret-value" };
  beforeAll(async () => {
    gateway = await startGatewayServer(creds);
    slow = await startGatewayServer({ ...creds, delayMs: 1_000 });
  });
  afterAll(async () => {
    await gateway.close();
    await slow.close();
  });

  it("sends: the gateway answers 202 and has the message, from the configured sender", async () => {
    await httpGatewaySender({ baseUrl: gateway.url, ...creds, senderId: "Forecourt" }).send(message);
    expect(gateway.accepted.at(-1)).toMatchObject({ to: "+61400000001", body: message.body, from: "Forecourt" });
  });
  it("throws on wrong credentials, naming neither them nor the number", async () => {
    const wrong = httpGatewaySender({ baseUrl: gateway.url, apiKey: "local-key", apiSecret: "not-the-secret" });
    const err = await wrong.send(message).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/^SMS gateway refused the API key and secret \(401\)/);
    expect((err as Error).message).not.toMatch(/not-the-secret|local-key|\+61400000001/);
  });
  it("throws a permanent error for a number the gateway refuses, without the number", async () => {
    const err = await httpGatewaySender({ baseUrl: gateway.url, ...creds })
      .send({ to: "+0400000001", body: "x" })
      .catch((e: Error) => e);
    expect(err).toBeInstanceOf(PermanentSmsError);
    expect((err as Error).message).toMatch(/^SMS gateway answered 400: Request validation failure/);
    expect((err as Error).message).not.toContain("0400000001");
  });
  it("gives up on a gateway that does not answer in time", async () => {
    const err = await httpGatewaySender({ baseUrl: slow.url, ...creds, timeoutMs: 200 })
      .send(message)
      .catch((e: Error) => e);
    expect((err as Error).message).toBe("SMS gateway did not answer within 200 ms");
  });
  it("says when nothing listens at the gateway's address", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port: p } = probe.address() as { port: number };
        probe.close(() => resolve(p));
      });
    });
    const err = await httpGatewaySender({ baseUrl: `http://127.0.0.1:${port}`, ...creds })
      .send(message)
      .catch((e: Error) => e);
    expect((err as Error).message).toBe("SMS gateway unreachable (ECONNREFUSED)");
  });
});
