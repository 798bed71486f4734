import { describe, expect, it } from "vitest";
import {
  checkCode,
  CODE_MESSAGES,
  codeDigest,
  digestsMatch,
  parseStoredCode,
  storedCodeValue,
  typedCode,
} from "./sign-in-code";

const SECRET = "a-test-secret-of-enough-length";
const NOW = new Date("2026-11-24T10:00:00Z");
const LATER = new Date("2026-11-24T10:04:59Z");
const digest = codeDigest(SECRET, 1, "phone-number-otp-+61400000001", "123456");

describe("codes are stored hashed, never as typed", () => {
  it("stores an HMAC that does not contain the code", () => {
    const value = storedCodeValue(digest, 0);
    expect(value).not.toContain("123456");
    expect(value).toMatch(/^[0-9a-f]{64}:0$/);
    expect(parseStoredCode(value)).toEqual({ digest, wrongTries: 0 });
  });

  it("binds the digest to the site, the phone and the secret", () => {
    expect(codeDigest(SECRET, 2, "phone-number-otp-+61400000001", "123456")).not.toBe(digest);
    expect(codeDigest(SECRET, 1, "phone-number-otp-+61400000002", "123456")).not.toBe(digest);
    expect(codeDigest("another-secret-of-enough-length", 1, "phone-number-otp-+61400000001", "123456")).not.toBe(
      digest,
    );
  });

  it("compares digests of different lengths or garbage as no match", () => {
    expect(digestsMatch(digest, digest)).toBe(true);
    expect(digestsMatch(digest, digest.slice(0, 62))).toBe(false);
    expect(digestsMatch("", "")).toBe(false);
  });
});

describe("a code is 6 digits", () => {
  it.each([
    ["123456", "123456"],
    ["123 456", "123456"],
    ["123-456", "123456"],
  ])("takes %j", (input, expected) => expect(typedCode(input)).toBe(expected));

  it.each(["12345", "1234567", "12345a", "", "１２３４５６"])("refuses %j", (input) =>
    expect(typedCode(input)).toBeNull(),
  );
});

describe("a code is valid 5 minutes, once, with at most 5 wrong tries", () => {
  const stored = (tries: number, expiresAt = new Date(NOW.getTime() + 300_000)) => ({
    value: storedCodeValue(digest, tries),
    expiresAt,
  });
  const wrong = codeDigest(SECRET, 1, "phone-number-otp-+61400000001", "654321");

  it("accepts the right code before it expires", () => {
    expect(checkCode(stored(0), digest, LATER)).toEqual({ outcome: "accepted" });
  });

  it("refuses the right code once it has expired", () => {
    expect(checkCode(stored(0), digest, new Date(NOW.getTime() + 300_000))).toEqual({ outcome: "expired" });
  });

  it("counts down the tries left on a wrong code", () => {
    expect(checkCode(stored(0), wrong, LATER)).toEqual({ outcome: "wrong", triesLeft: 4 });
    expect(checkCode(stored(3), wrong, LATER)).toEqual({ outcome: "wrong", triesLeft: 1 });
  });

  it("locks the code on the fifth wrong try, and refuses even the right code after it", () => {
    expect(checkCode(stored(4), wrong, LATER)).toEqual({ outcome: "locked" });
    expect(checkCode(stored(5), digest, LATER)).toEqual({ outcome: "locked" });
  });

  it("has nothing to check once the code is used (its row is gone)", () => {
    expect(checkCode(null, digest, LATER)).toEqual({ outcome: "missing" });
  });

  it("words the tries left", () => {
    expect(CODE_MESSAGES.wrong(1)).toBe("That code is not right. 1 try left before you need a new code.");
    expect(CODE_MESSAGES.wrong(3)).toBe("That code is not right. 3 tries left before you need a new code.");
  });
});
