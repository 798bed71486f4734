import { describe, expect, it } from "vitest";
import { bodyRefusal, judgeTarget, type BodyFacts } from "./request-target";

describe("judgeTarget", () => {
  it("refuses every method but GET, HEAD, POST and OPTIONS, whatever the target", () => {
    for (const method of ["TRACE", "TRACK", "PUT", "DELETE", "PATCH", "PROPFIND", "get", "", undefined])
      for (const target of ["/", "/cars/%", "*"])
        expect(judgeTarget(method, target), `${method} ${target}`).toBe("method-not-allowed");
    for (const method of ["GET", "HEAD", "POST", "OPTIONS"]) expect(judgeTarget(method, "/cars")).toBe("ok");
  });

  it("answers OPTIONS * as a question about the server, and any other * or non-path target as a bad request", () => {
    expect(judgeTarget("OPTIONS", "*")).toBe("options-server");
    expect(judgeTarget("GET", "*")).toBe("bad-target");
    expect(judgeTarget("GET", "http://evil.example/")).toBe("bad-target");
    expect(judgeTarget("GET", "//evil.example/")).toBe("bad-target");
    expect(judgeTarget("GET", "")).toBe("bad-target");
  });

  it("finds a path whose percent-encoding is not valid UTF-8 malformed, whatever the query says", () => {
    for (const path of ["/cars/%", "/%ZZ", "/search/%E0%A4%A", "/locations/%ed%a0%80", "/%C0%AF", "/a%2"])
      expect(judgeTarget("GET", path), path).toBe("malformed-path");
    expect(judgeTarget("GET", "/cars/toyota%20rav4")).toBe("ok");
    expect(judgeTarget("GET", "/cars/%00/view.json")).toBe("ok"); // decodes: the route itself answers 404
    expect(judgeTarget("GET", "/search/used-cars?make=%")).toBe("ok");
  });
});

const body = (facts: Partial<BodyFacts>): BodyFacts => ({
  method: "POST",
  pathname: "/api/leads",
  contentLength: "100",
  transferEncoding: null,
  ...facts,
});

describe("bodyRefusal", () => {
  it("refuses a declared body over the limit (413) before anything reads it: 50 kB on the API, 1 MB on a page", () => {
    expect(bodyRefusal(body({ contentLength: String(50 * 1024 * 1024) }))?.status).toBe(413);
    expect(bodyRefusal(body({ contentLength: "50001" }))?.status).toBe(413);
    expect(bodyRefusal(body({ contentLength: "50000" }))).toBeNull();
    // The console's posts carry photos and stock feeds: 21 MB there, on its pages and its push API alike.
    expect(bodyRefusal(body({ contentLength: String(20 * 1024 * 1024), onConsole: true }))).toBeNull();
    expect(bodyRefusal(body({ pathname: "/api/feeds/push", contentLength: "5000000", onConsole: true }))).toBeNull();
    expect(bodyRefusal(body({ contentLength: String(22 * 1024 * 1024), onConsole: true }))?.status).toBe(413);
    expect(bodyRefusal(body({ pathname: "/contact", contentLength: String(2 * 1024 * 1024) }))?.status).toBe(413);
    expect(bodyRefusal(body({ pathname: "/contact", contentLength: "900000" }))).toBeNull();
    expect(bodyRefusal(body({ method: "GET", contentLength: String(2 * 1024 * 1024) }))).toBeNull();
  });

  it("asks a page post streamed without a length to say it (411), since only then can its limit be kept before reading", () => {
    expect(bodyRefusal(body({ pathname: "/contact", contentLength: null, transferEncoding: "chunked" }))?.status).toBe(
      411,
    );
    expect(bodyRefusal(body({ contentLength: null, transferEncoding: "chunked" }))).toBeNull(); // the API reads at most its limit
    expect(bodyRefusal(body({ pathname: "/contact", contentLength: null }))).toBeNull(); // no body at all
  });
});
