import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { advise, forceStatus } from "./response-advice";

const response = () => new ServerResponse(new IncomingMessage(new Socket()));

describe("advise", () => {
  it("layers advice: the last given runs first, and each proceeds to what it wrapped", () => {
    const res = response();
    const seen: string[] = [];
    advise(res, "setHeader", (proceed, name, value) => (seen.push(`first ${String(name)}`), proceed(name, value)));
    advise(
      res,
      "setHeader",
      (proceed, name, value) => (seen.push(`second ${String(name)}`), proceed(`${String(name)}-2`, value)),
    );
    res.setHeader("x-a", "1");
    expect(seen).toEqual(["second x-a", "first x-a-2"]);
    expect(res.getHeader("x-a-2")).toBe("1");
  });

  it("takes its advice off again with undo, and hands the step what it wrapped", () => {
    const res = response();
    const advice = advise(res, "setHeader", () => res);
    res.setHeader("x-a", "1");
    expect(res.getHeader("x-a")).toBeUndefined();
    advice.proceed("x-b", "2");
    expect(res.getHeader("x-b")).toBe("2");
    advice.undo();
    res.setHeader("x-a", "1");
    expect(res.getHeader("x-a")).toBe("1");
  });
});

describe("forceStatus", () => {
  it("sends the forced status whatever the page sets", () => {
    const res = response();
    forceStatus(res, 404);
    res.statusCode = 200;
    expect(res.statusCode).toBe(404);
  });
});
