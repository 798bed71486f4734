import { describe, expect, it } from "vitest";
import { readJson, rowId } from "./json-errors";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://harbour-toyota.localhost/api/leads", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);

describe("readJson", () => {
  it("reads a JSON body within the limit", async () => {
    expect(await readJson(post('{"form":"enquiry"}'), 100)).toEqual({ ok: true, body: { form: "enquiry" } });
  });

  it("refuses a declared Content-Length over the limit with 413 before reading anything", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({ pull: (c) => void (pulled++, c.enqueue(new Uint8Array(1024))) });
    const read = await readJson(post(endless, { "content-length": String(50 * 1024 * 1024) }), 50_000);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.response.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1); // a stream may be primed once; the body is never read
  });

  it("stops reading a body without a length as soon as it passes the limit (413), leaving the rest unread", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({ pull: (c) => void (pulled++, c.enqueue(new Uint8Array(1024))) });
    const read = await readJson(post(endless), 10_000);
    expect(!read.ok && read.response.status).toBe(413);
    expect(pulled).toBeLessThan(20);
  });

  it("answers a body that is not JSON with 400", async () => {
    const read = await readJson(post("not json"), 100);
    expect(!read.ok && read.response.status).toBe(400);
  });
});

describe("rowId", () => {
  it("takes a positive whole number within PostgreSQL's integer, and refuses a larger one as bad input", () => {
    expect(rowId.safeParse(1).success).toBe(true);
    expect(rowId.safeParse(2_147_483_647).success).toBe(true);
    expect(rowId.safeParse(2_147_483_648).success).toBe(false);
    expect(rowId.safeParse(0).success).toBe(false);
    expect(rowId.safeParse(1.5).success).toBe(false);
  });
});
