import { describe, expect, it } from "vitest";
import {
  jsonBodyEntries,
  leadDestination,
  LIMITS,
  parseLinkedQueryParams,
  parseVisitedPages,
  readFormFields,
  successPath,
  TOO_LARGE,
  type LeadRoute,
  type ReadFields,
} from "./lead-submission";

const ok = (read: ReadFields) => {
  if (!read.ok) throw new Error(`expected ok, got ${read.code}: ${read.message}`);
  return read;
};
const manyFields = (n: number): [string, string][] => Array.from({ length: n }, (_, i) => [`f${i}`, "x"]);

describe("readFormFields", () => {
  it("drops Next's $ACTION* bookkeeping keys, even when they are not text", () => {
    const read = ok(
      readFormFields([
        ["$ACTION_ID_abc", ""],
        ["$ACTION_REF_1", new Blob(["x"])],
        ["$ACTION_KEY", "k"],
        ["name", "Jo"],
      ]),
    );
    expect(read.fields).toEqual({ name: "Jo" });
    expect(read.control).toEqual({});
  });
  it("splits the control fields from the shopper's answers", () => {
    const read = ok(
      readFormFields([
        ["form", "enquiry"],
        ["step", "0"],
        ["pow_token", "t"],
        ["pow_nonce", "n"],
        ["website_url", ""],
        ["page_url", "/cars"],
        ["visited_pages", "[]"],
        ["linked_query_params", "{}"],
        ["name", "Jo"],
        ["message", "Hi"],
      ]),
    );
    expect(read.control).toEqual({
      form: "enquiry",
      step: "0",
      pow_token: "t",
      pow_nonce: "n",
      website_url: "",
      page_url: "/cars",
      visited_pages: "[]",
      linked_query_params: "{}",
    });
    expect(read.fields).toEqual({ name: "Jo", message: "Hi" });
  });
  it("drops the car-context fields the server reads from its own stock, keeping car_id", () => {
    const read = ok(
      readFormFields([
        ["manufacturer_slug", "toyota"],
        ["stock_number", "HTU1"],
        ["Vehicle Make", "Toyota"],
        ["Vehicle Model", "RAV4"],
        ["car_type", "used"],
        ["vehicle_status", "sold"],
        ["car_id", "7"],
      ]),
    );
    expect(read.fields).toEqual({ car_id: "7" });
  });
  it("keeps the last value when a field is sent twice, so a ticked checkbox beats its hidden 'false'", () => {
    const read = ok(
      readFormFields([
        ["name", "first"],
        ["form", "enquiry"],
        ["name", "second"],
        ["form", "fleet"],
        ["opt_in", "false"],
        ["opt_in", "on"],
      ]),
    );
    expect({ ...read.fields }).toEqual({ name: "second", opt_in: "on" });
    expect({ ...read.control }).toEqual({ form: "fleet" });
  });
  it("does not refuse NUL or lone UTF-16 surrogates: they are invisible to the shopper, and the database boundary makes them storable", () => {
    expect(ok(readFormFields([["message", "Hello\u0000there"]])).fields.message).toBe("Hello\u0000there");
    expect(ok(readFormFields([["name", "Jo \ud800"]])).fields.name).toBe("Jo \ud800");
    expect(ok(readFormFields([["name", "Jo 😀"]])).fields.name).toBe("Jo 😀");
  });
  it("refuses a File (or any non-string) with code not_text naming the field", () => {
    const file = new File(["hello"], "cv.pdf");
    expect(
      readFormFields([
        ["name", "Jo"],
        ["resume", file],
      ]),
    ).toEqual({
      ok: false,
      code: "not_text",
      message: "resume must be text; files cannot be sent with this form",
      field: "resume",
    });
    const read = readFormFields([["age", 42]]);
    expect(read).toMatchObject({ ok: false, code: "not_text", field: "age" });
  });
  it(`refuses more than ${LIMITS.fields} fields with TOO_LARGE`, () => {
    expect(readFormFields(manyFields(60)).ok).toBe(true);
    expect(readFormFields(manyFields(61))).toEqual({ ok: false, code: "too_large", message: TOO_LARGE });
  });
  it("counts dropped car-context and duplicate fields towards the field limit, but not $ACTION keys", () => {
    expect(readFormFields([...manyFields(59), ["stock_number", "x"], ["f0", "again"]])).toMatchObject({
      ok: false,
      code: "too_large",
    });
    expect(readFormFields([...manyFields(60), ["$ACTION_ID_1", ""], ["$ACTION_ID_2", ""]]).ok).toBe(true);
  });
  it(`refuses a field over ${LIMITS.fieldChars.toLocaleString("en-AU")} characters with TOO_LARGE`, () => {
    expect(readFormFields([["message", "a".repeat(10_000)]]).ok).toBe(true);
    expect(readFormFields([["message", "a".repeat(10_001)]])).toEqual({
      ok: false,
      code: "too_large",
      message: TOO_LARGE,
    });
  });
  it(`refuses more than ${LIMITS.totalChars.toLocaleString("en-AU")} characters in total (keys and values) with TOO_LARGE`, () => {
    // four keys of 2 characters with 9,998-character values: exactly 40,000
    const atLimit: [string, string][] = ["m1", "m2", "m3", "m4"].map((k) => [k, "a".repeat(9_998)]);
    expect(readFormFields(atLimit).ok).toBe(true);
    expect(readFormFields([...atLimit, ["x", ""]])).toEqual({ ok: false, code: "too_large", message: TOO_LARGE });
  });
  it("refuses a key longer than 100 characters with TOO_LARGE", () => {
    expect(readFormFields([["k".repeat(100), "v"]]).ok).toBe(true);
    expect(readFormFields([["k".repeat(101), "v"]])).toMatchObject({ ok: false, code: "too_large" });
  });
});

describe("parseVisitedPages", () => {
  it("keeps only same-site paths starting with '/'", () => {
    const raw = JSON.stringify([
      "/",
      "/cars/used",
      "//evil.example/x",
      "javascript:alert(1)",
      "https://evil.example/",
      "cars",
      "",
      5,
      null,
      { p: "/x" },
      "/finance?x=1",
    ]);
    expect(parseVisitedPages(raw, "/fallback")).toEqual(["/", "/cars/used", "/finance?x=1"]);
  });
  it(`keeps at most ${LIMITS.visitedPages}, the last ones`, () => {
    const pages = Array.from({ length: 25 }, (_, i) => `/p${i}`);
    const result = parseVisitedPages(JSON.stringify(pages), null);
    expect(result).toHaveLength(20);
    expect(result[0]).toBe("/p5");
    expect(result[19]).toBe("/p24");
  });
  it(`cuts each path to ${LIMITS.pathChars} characters`, () => {
    expect(parseVisitedPages(JSON.stringify(["/" + "a".repeat(400)]), null)[0]).toHaveLength(300);
  });
  it("falls back to the page the form was sent from when no page is usable", () => {
    expect(parseVisitedPages(undefined, "/contact")).toEqual(["/contact"]);
    expect(parseVisitedPages("", "/contact")).toEqual(["/contact"]);
    expect(parseVisitedPages("[]", "/contact")).toEqual(["/contact"]);
    expect(parseVisitedPages(JSON.stringify(["https://evil.example/"]), "/contact")).toEqual(["/contact"]);
    expect(parseVisitedPages("[]", null)).toEqual([]);
    expect(parseVisitedPages(JSON.stringify(["/a"]), "/contact")).toEqual(["/a"]);
  });
  it("treats bad JSON or a non-array as no pages", () => {
    expect(parseVisitedPages("[/a", "/contact")).toEqual(["/contact"]);
    expect(parseVisitedPages(JSON.stringify({ 0: "/a" }), "/contact")).toEqual(["/contact"]);
    expect(parseVisitedPages(JSON.stringify("/a"), null)).toEqual([]);
  });
});

describe("parseLinkedQueryParams", () => {
  it("takes a JSON object of string values", () => {
    expect(parseLinkedQueryParams(JSON.stringify({ utm_source: "google", gclid: "abc-123", "utm.x": "y" }))).toEqual({
      utm_source: "google",
      gclid: "abc-123",
      "utm.x": "y",
    });
  });
  it("accepts only an object: arrays, strings, null and bad JSON give nothing", () => {
    for (const raw of [undefined, "", '["a"]', '"utm"', "null", "42", "{bad"])
      expect(parseLinkedQueryParams(raw)).toEqual({});
  });
  it("drops keys outside [\\w.-]{1,40} and non-string values", () => {
    const raw = JSON.stringify({
      "bad key": "x",
      "<script>": "x",
      ["k".repeat(41)]: "x",
      ["k".repeat(40)]: "ok",
      n: 5,
      o: { a: 1 },
      b: true,
      good: "yes",
    });
    expect(parseLinkedQueryParams(raw)).toEqual({ ["k".repeat(40)]: "ok", good: "yes" });
  });
  it(`keeps at most ${LIMITS.queryParams} parameters`, () => {
    const raw = JSON.stringify(Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`p${i}`, String(i)])));
    const result = parseLinkedQueryParams(raw);
    expect(Object.keys(result)).toHaveLength(20);
    expect(result).toHaveProperty("p0", "0");
    expect(result).toHaveProperty("p19", "19");
    expect(result).not.toHaveProperty("p20");
  });
  it("truncates values to 200 characters", () => {
    expect(parseLinkedQueryParams(JSON.stringify({ utm_campaign: "c".repeat(500) })).utm_campaign).toBe(
      "c".repeat(200),
    );
  });
});

describe("leadDestination", () => {
  const routes: LeadRoute[] = [
    { category: "Finance Enquiry", location: "fremantle", email: "finance-fremantle@example.com" },
    { category: "Finance Enquiry", email: "finance@example.com" },
    { category: "Fleet", location: "perth", email: "fleet-perth@example.com" },
  ];
  const base = { routes, locationEmail: "fremantle@example.com", dealershipEmail: "leads@example.com" };
  it("prefers the route for the category at this location", () => {
    expect(leadDestination({ ...base, category: "Finance Enquiry", locationSlug: "fremantle" })).toBe(
      "finance-fremantle@example.com",
    );
  });
  it("then the route for the category at any location", () => {
    expect(leadDestination({ ...base, category: "Finance Enquiry", locationSlug: "perth" })).toBe(
      "finance@example.com",
    );
    expect(leadDestination({ ...base, category: "Finance Enquiry", locationSlug: null })).toBe("finance@example.com");
  });
  it("then the location's own address (a route for another location does not apply)", () => {
    expect(leadDestination({ ...base, category: "Fleet", locationSlug: "fremantle" })).toBe("fremantle@example.com");
    expect(leadDestination({ ...base, category: "Test Drive", locationSlug: "fremantle" })).toBe(
      "fremantle@example.com",
    );
  });
  it("then the dealership's lead address", () => {
    expect(leadDestination({ ...base, category: "Test Drive", locationSlug: null, locationEmail: null })).toBe(
      "leads@example.com",
    );
    expect(
      leadDestination({
        ...base,
        routes: [],
        category: "Finance Enquiry",
        locationSlug: "fremantle",
        locationEmail: null,
      }),
    ).toBe("leads@example.com");
  });
  it("never uses a location-specific route when there is no location", () => {
    const only = [{ category: "Fleet", location: "perth", email: "fleet-perth@example.com" }];
    expect(leadDestination({ ...base, routes: only, category: "Fleet", locationSlug: null, locationEmail: null })).toBe(
      "leads@example.com",
    );
  });
});

describe("successPath", () => {
  it("carries only the lead's success token, never a category or an event id", () => {
    const token = "v1.3.1234.1795226400.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOP-_";
    expect(successPath(token)).toBe(`/success?lead=${token}`);
    const url = new URL(successPath("a&event=22#x"), "https://site.example");
    expect([...url.searchParams.keys()]).toEqual(["lead"]);
    expect(url.searchParams.get("lead")).toBe("a&event=22#x");
  });
});

describe("jsonBodyEntries", () => {
  it("refuses a body that is not a JSON object", () => {
    for (const body of [null, undefined, "form=enquiry", 42, [{ form: "enquiry" }]]) {
      expect(jsonBodyEntries(body)).toEqual({ ok: false, field: "(body)", message: "The body must be a JSON object" });
    }
  });
  it("refuses an unknown top-level key, naming it", () => {
    expect(jsonBodyEntries({ form: "enquiry", fields: {}, name: "Jo" })).toEqual({
      ok: false,
      field: "name",
      message: "Unknown field: name",
    });
  });
  it("requires form to be a string", () => {
    expect(jsonBodyEntries({ fields: {} })).toEqual({
      ok: false,
      field: "form",
      message: "form must be the name of a form",
    });
    expect(jsonBodyEntries({ form: 1, fields: {} })).toMatchObject({ ok: false, field: "form" });
  });
  it("requires fields to be an object", () => {
    for (const fields of [undefined, null, "name=Jo", ["Jo"]]) {
      expect(jsonBodyEntries({ form: "enquiry", fields })).toEqual({
        ok: false,
        field: "fields",
        message: "fields must be an object",
      });
    }
  });
  it("turns the body into form entries, numbers and booleans as text", () => {
    expect(
      jsonBodyEntries({
        form: "valuation",
        fields: { name: "Jo", year: 2018, kms: 85000.5, terms_conditions: true, opt_in: false },
      }),
    ).toEqual({
      ok: true,
      entries: [
        ["name", "Jo"],
        ["year", "2018"],
        ["kms", "85000.5"],
        ["terms_conditions", "true"],
        ["opt_in", "false"],
        ["form", "valuation"],
      ],
    });
  });
  it("refuses a nested object, array, null or non-finite number, naming fields.x", () => {
    for (const value of [{ a: 1 }, ["a"], null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(jsonBodyEntries({ form: "enquiry", fields: { name: "Jo", x: value } })).toEqual({
        ok: false,
        field: "fields.x",
        message: "fields.x must be text, a number or true/false",
      });
    }
  });
  it('adds step "0" when last_step is false, and nothing otherwise', () => {
    expect(jsonBodyEntries({ form: "test-drive", fields: { location: "a" }, last_step: false })).toEqual({
      ok: true,
      entries: [
        ["location", "a"],
        ["form", "test-drive"],
        ["step", "0"],
      ],
    });
    expect(jsonBodyEntries({ form: "test-drive", fields: {}, last_step: true })).toEqual({
      ok: true,
      entries: [["form", "test-drive"]],
    });
    expect(jsonBodyEntries({ form: "test-drive", fields: {} })).toEqual({
      ok: true,
      entries: [["form", "test-drive"]],
    });
  });
  it("feeds readFormFields so the top-level form wins over a form inside fields", () => {
    const json = jsonBodyEntries({ form: "enquiry", fields: { form: "fleet", name: "Jo" } });
    if (!json.ok) throw new Error(json.message);
    expect(ok(readFormFields(json.entries))).toMatchObject({ control: { form: "enquiry" }, fields: { name: "Jo" } });
  });
});
