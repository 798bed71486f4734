import { describe, expect, it } from "vitest";
import { permanentMailRefusal } from "./smtp";

describe("permanentMailRefusal: only a 5xx answer fails a message for good", () => {
  it("a 550 (no such mailbox) is permanent; a 451, a lost connection and a non-error are not", () => {
    expect(permanentMailRefusal(Object.assign(new Error("550 No such user"), { responseCode: 550 }))).toBe(true);
    expect(permanentMailRefusal(Object.assign(new Error("451 Try later"), { responseCode: 451 }))).toBe(false);
    expect(permanentMailRefusal(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))).toBe(
      false,
    );
    expect(permanentMailRefusal(null)).toBe(false);
  });
});
