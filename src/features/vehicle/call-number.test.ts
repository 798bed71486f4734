import { describe, expect, it } from "vitest";
import { callNumber } from "./call-number";

const none = { override: null, new: null, used: null, demo: null };

describe("call number fallback", () => {
  it("uses the override first", () => {
    expect(callNumber({ override: "1", new: "2", used: "3", demo: "4" }, "used", "5")).toBe("1");
  });
  it("then the number for the car's type", () => {
    expect(callNumber({ ...none, new: "2", used: "3", demo: "4" }, "demo", "5")).toBe("4");
    expect(callNumber({ ...none, new: "2", used: "3", demo: "4" }, "used", "5")).toBe("3");
  });
  it("then the new number, then the used number, then the location's phone", () => {
    expect(callNumber({ ...none, new: "2", used: "3" }, "demo", "5")).toBe("2");
    expect(callNumber({ ...none, used: "3" }, "demo", "5")).toBe("3");
    expect(callNumber(none, "demo", "5")).toBe("5");
  });
  it("gives null when there is no number at all", () => {
    expect(callNumber(none, "new", null)).toBeNull();
  });
});
