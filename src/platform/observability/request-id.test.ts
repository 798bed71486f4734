import { describe, expect, it } from "vitest";
import { requestIdFor } from "./request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("requestIdFor: a proxy's X-Request-Id only behind trusted proxies, else a fresh one", () => {
  it("behind a trusted proxy its id is kept", () => {
    expect(requestIdFor("lb-7f3a9c21e0", 1)).toBe("lb-7f3a9c21e0");
  });
  it("without a trusted proxy the client's id counts for nothing", () => {
    const id = requestIdFor("lb-7f3a9c21e0", 0);
    expect(id).not.toBe("lb-7f3a9c21e0");
    expect(id).toMatch(UUID);
  });
  it("an id that could break a log line or header, or a missing one, is replaced", () => {
    expect(requestIdFor("abc\ndef-ghijk", 1)).toMatch(UUID);
    expect(requestIdFor("x".repeat(129), 1)).toMatch(UUID);
    expect(requestIdFor("short", 1)).toMatch(UUID);
    expect(requestIdFor(null, 1)).toMatch(UUID);
  });
  it("fresh ids differ", () => {
    expect(requestIdFor(null, 0)).not.toBe(requestIdFor(null, 0));
  });
});
