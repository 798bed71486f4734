import { describe, expect, it } from "vitest";
import { createLogger, readableLine } from "./logger";

function captured() {
  const lines: string[] = [];
  const logger = createLogger({ destination: { write: (line: string) => void lines.push(line) } });
  return { logger, lines, text: () => lines.join("") };
}

describe("createLogger: JSON lines with secrets and personal details redacted", () => {
  it("writes one JSON object per line with its level, time and message", () => {
    const { logger, lines } = captured();
    logger.info({ kind: "search", status: 200 }, "request");
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 30, msg: "request", kind: "search", status: 200 });
    expect(typeof entry.time).toBe("string");
  });

  it("redaction rule: secret and personal fields are replaced, at the top and nested, whatever their value", () => {
    const { logger, text } = captured();
    logger.info(
      {
        email: "jo.citizen@mail.example",
        phone: "0412 000 123",
        token: "tok_8d7f6e5d4c3b",
        headers: {
          authorization: "Bearer sk_live_abcdef123456",
          cookie: "better-auth.session_token=sess_9f8e7d6c",
          "set-cookie": "sid=sess_1a2b3c4d",
        },
        lead: { customer: { email: "sam@mail.example", name: "Sam Shopper" } },
      },
      "lead stored",
    );
    const out = text();
    for (const secret of [
      "jo.citizen@mail.example",
      "0412 000 123",
      "tok_8d7f6e5d4c3b",
      "sk_live_abcdef123456",
      "sess_9f8e7d6c",
      "sess_1a2b3c4d",
      "sam@mail.example",
      "Sam Shopper",
    ])
      expect(out).not.toContain(secret);
    expect(out).toContain("[redacted]");
    expect(out).toContain("lead stored");
  });

  it("redaction rule: e-mail addresses and phone numbers in a message's text are masked", () => {
    const { logger, text } = captured();
    logger.warn("mail to jo.citizen@mail.example failed, call 0412 000 123 or +14155550100");
    const out = text();
    expect(out).not.toContain("jo.citizen@mail.example");
    expect(out).not.toContain("0412 000 123");
    expect(out).not.toContain("+14155550100");
    expect(out).toContain("[email]");
    expect(out).toContain("[phone]");
  });
});

describe("readableLine: development's short line per request", () => {
  it("shows the time, level, method, host and path, status, duration, kind and id", () => {
    const line = readableLine(
      JSON.stringify({
        level: 30,
        time: "2026-11-29T09:01:02.345Z",
        pid: 1,
        msg: "request",
        reqId: "r-1",
        method: "GET",
        kind: "search",
        status: 200,
        ms: 12.5,
        host: "harbour-toyota.localhost:3000",
        path: "/search/used-cars",
      }),
    );
    expect(line).toBe("09:01:02 INFO GET harbour-toyota.localhost:3000/search/used-cars 200 12.5 ms (search) r-1\n");
  });
  it("shows other entries' message and fields, and leaves a line that is not JSON as it is", () => {
    expect(readableLine(JSON.stringify({ level: 50, time: "2026-11-29T09:01:02Z", msg: "boom", code: 3 }))).toBe(
      '09:01:02 ERROR boom {"code":3}\n',
    );
    expect(readableLine("plain")).toBe("plain");
  });
});
