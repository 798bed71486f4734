import { describe, expect, it } from "vitest";
import { unexpectedServerErrors } from "./server-log";

describe("the journeys fail on an error the server logged that no journey expects", () => {
  it("finds exceptions a page or route swallowed into a correct answer", () => {
    const log = [
      "ready on port 3100",
      " ⨯ TypeError: Cannot read properties of undefined (reading 'id')",
      "    at carPage (.next/server/chunks/ssr/abc.js:1:2)",
      "Error: Connection closed.",
      "lead form submission failed: boom",
      "image pipeline: https://photos.example/gone.jpg: 404",
    ].join("\n");
    expect(unexpectedServerErrors(log)).toEqual([
      "⨯ TypeError: Cannot read properties of undefined (reading 'id')",
      "Error: Connection closed.",
      "lead form submission failed: boom",
    ]);
  });

  it("passes an error a journey causes on purpose", () => {
    expect(unexpectedServerErrors("trade-in plate lookup failed: demo: the register is unavailable\n")).toEqual([]);
    expect(unexpectedServerErrors("trade-in plate lookup failed: regcheck: HTTP 500\n")).toHaveLength(1);
  });

  it("reads a line without its terminal colours, and tolerates only the fuzz suite's two known messages", () => {
    const red = "\u001b[31m\u001b[1m⨯\u001b[22m\u001b[39m";
    expect(unexpectedServerErrors(`${red} Error: Connection closed.\n`)).toEqual([]);
    expect(unexpectedServerErrors(`${red} TypeError: Cannot read properties of undefined (reading 'id')\n`)).toEqual([
      "⨯ TypeError: Cannot read properties of undefined (reading 'id')",
    ]);
  });

  it("reads the server's JSON lines by their level and message, never by a request's path", () => {
    const line = (entry: object) => JSON.stringify({ time: "2026-11-29T09:00:00.000Z", pid: 7, ...entry });
    const log = [
      line({ level: 30, msg: "ready on port 3100", port: 3100 }),
      line({ level: 30, msg: "request", method: "GET", path: "/TypeError/uncaught/failed:", status: 404 }),
      line({ level: 40, msg: "request", method: "GET", path: "/", status: 503 }),
      line({ level: 50, msg: "outbox worker stopped" }),
      line({ level: 40, msg: "lead 7 delivery failed: 421 try later" }),
      line({ level: 50, msg: "trade-in plate lookup failed: demo: the register is unavailable" }),
    ].join("\n");
    expect(unexpectedServerErrors(log)).toEqual(["outbox worker stopped", "lead 7 delivery failed: 421 try later"]);
  });

  it("passes a clean log", () => {
    expect(unexpectedServerErrors("ready on port 3100\nstarting on http://localhost:3100\n")).toEqual([]);
  });
});
