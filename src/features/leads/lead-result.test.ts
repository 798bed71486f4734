import { describe, expect, it } from "vitest";
import { fieldsError, leadErrorHttp, type LeadErrorCode } from "./lead-result";

describe("leadErrorHttp: the JSON API's status and error code for each refusal", () => {
  it.each<[LeadErrorCode, number, string]>([
    ["invalid", 422, "invalid_fields"],
    ["malformed", 400, "invalid_fields"],
    ["not_found", 404, "invalid_fields"],
    ["not_text", 400, "not_text"],
    ["too_large", 413, "too_large"],
    ["spam", 403, "spam_check"],
    ["rate_limited", 429, "rate_limited"],
  ])("answers %s with %i %s", (code, status, wire) => {
    expect(leadErrorHttp(code)).toEqual({ status, code: wire });
  });
});

describe("fieldsError", () => {
  it("names every field in its message and keeps field -> message", () => {
    expect(fieldsError("invalid", { email: "Please enter a valid e-mail address", company: "Please enter" })).toEqual({
      code: "invalid",
      message: "Invalid email, company",
      fields: { email: "Please enter a valid e-mail address", company: "Please enter" },
    });
  });
});
