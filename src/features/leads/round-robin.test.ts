import { describe, expect, it } from "vitest";
import { nextInTurn } from "./round-robin";

describe("round robin", () => {
  it("starts with the first salesperson in order", () => {
    expect(nextInTurn(["c", "a", "b"], null)).toBe("a");
  });

  it("gives each new lead to the next salesperson in turn, then starts again", () => {
    const taken: string[] = [];
    let last: string | null = null;
    for (let i = 0; i < 5; i += 1) taken.push((last = nextInTurn(["b", "c", "a"], last)!));
    expect(taken).toEqual(["a", "b", "c", "a", "b"]);
  });

  it("goes on after the place of a salesperson who has left the turn", () => {
    expect(nextInTurn(["a", "c", "d"], "b")).toBe("c");
    expect(nextInTurn(["a", "c"], "d")).toBe("a");
  });

  it("gives no one a lead when the location has no salesperson", () => {
    expect(nextInTurn([], "a")).toBeNull();
  });
});
