import { describe, expect, it } from "vitest";
import { MAX_SMS_LENGTH, smsErrorText, smsProblem } from "./sms-rules";

const ok = { to: "+61400000001", body: "Your code is 482913", purpose: "sign-in-code" };

describe("a message to queue", () => {
  it("takes a number in international form, a text and a purpose", () => {
    expect(smsProblem(ok)).toBeNull();
  });
  it("names the field that is wrong, never its value", () => {
    expect(smsProblem({ ...ok, to: "0400 000 001" })).toBe(
      "to: must be a phone number in international form, like +61400000001",
    );
    expect(smsProblem({ ...ok, to: "+61400000001\n" })).toMatch(/^to:/);
    expect(smsProblem({ ...ok, body: "  " })).toBe("body: must not be empty");
    expect(smsProblem({ ...ok, body: "x".repeat(MAX_SMS_LENGTH + 1) })).toMatch(/^body: must be at most/);
    expect(smsProblem({ ...ok, purpose: "Sign In" })).toMatch(/^purpose:/);
  });
});

describe("a failed send's stored error", () => {
  it("holds neither the number, the text nor the code in it, wherever the gateway echoed them", () => {
    const echoed = `400: bad destination 61400000001 (+61400000001) for "${ok.body}", code 482913`;
    const text = smsErrorText(echoed, ok);
    expect(text).toBe('400: bad destination [phone] ([phone]) for "[text]", code [code]');
  });
  it("leaves an error that names none of them as it was", () => {
    expect(smsErrorText("SMS gateway answered 503", ok)).toBe("SMS gateway answered 503");
  });
});
