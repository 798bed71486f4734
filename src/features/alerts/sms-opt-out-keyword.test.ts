import { describe, expect, it } from "vitest";
import { isOptOutReply } from "./sms-opt-out-keyword";

describe("a reply that stops SMS alerts", () => {
  it("is one of the opt-out keywords, in any case", () => {
    for (const word of ["STOP", "stop", "Stop", "STOPALL", "stopall", "UNSUBSCRIBE", "cancel", "End", "quit"])
      expect(isOptOutReply(word), word).toBe(true);
  });
  it("ignores whitespace and punctuation around the keyword", () => {
    for (const text of [" STOP ", "STOP.", "stop!", "\tStop\n", "'STOP'", "...quit?", "STOP 🙏", "ＳＴＯＰ"])
      expect(isOptOutReply(text), text).toBe(true);
  });
  it("is not a sentence that holds a keyword, another word or nothing", () => {
    for (const text of ["don't stop", "STOP please", "STO P", "STOPPED", "yes", "", "  ", "!!", "S.T.O.P", "END IT"])
      expect(isOptOutReply(text), text).toBe(false);
  });
});
