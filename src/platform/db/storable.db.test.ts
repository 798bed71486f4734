import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { integer, jsonb, pgTable, text, varchar } from "drizzle-orm/pg-core";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import pg from "pg";
import type { DatabaseHandle } from "./client";
import { openTestDatabase } from "./testing/test-database";

/** A scratch table with one column of each kind a string can reach (created by this test only). */
const samples = pgTable("storable_samples", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  label: text("label").notNull(),
  note: text("note"),
  code: varchar("code", { length: 40 }),
  tags: text("tags").array(),
  doc: jsonb("doc"),
});

let handle: DatabaseHandle & { url?: string };
const db = () => handle.db;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  handle = await openTestDatabase();
  await db().execute(
    sql`create table storable_samples (id integer primary key generated always as identity, label text not null, note text, code varchar(40), tags text[], doc jsonb)`,
  );
});
afterAll(async () => handle?.close());

const NUL_AND_SURROGATES = "a\u0000b\uD800c\uDC00d";
const NUL_AND_SURROGATES_STORED = "ab\uFFFDc\uFFFDd";
/** Backslash text that spells out the refused escapes: it must be stored as sent, in text and in jsonb. */
const BACKSLASHES = "C:\\temp \\u0000 \\ud800 \\\\u0000";
const doc = { "k\u0000ey": { "n\uD800": ["v\u0000", "\uDC00", "😀"] }, plain: BACKSLASHES, pair: "🚗" };
const docStored = { key: { "n\uFFFD": ["v", "\uFFFD", "😀"] }, plain: BACKSLASHES, pair: "🚗" };
const row = (label: string) => ({
  label,
  note: NUL_AND_SURROGATES,
  code: `x\u0000\uD83D`,
  tags: ["t\u0000", "\uDBFF", BACKSLASHES],
  doc,
});
const rowStored = (label: string) => ({
  label,
  note: NUL_AND_SURROGATES_STORED,
  code: "x\uFFFD",
  tags: ["t", "\uFFFD", BACKSLASHES],
  doc: docStored,
});

async function read(label: string) {
  const [found] = await db().select().from(samples).where(eq(samples.label, label));
  return found;
}

describe(`every string reaches the database storable (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  // Why the boundary exists: the driver on its own loses these rows.
  it("PostgreSQL itself refuses NUL in text and \\u0000 or a lone surrogate escape in jsonb", async () => {
    const refused = async (query: string, params: unknown[]) => {
      if (handle.kind === "postgres") {
        const raw = new pg.Client({ connectionString: handle.url });
        await raw.connect();
        try {
          return await raw.query(query, params).then(
            () => null,
            (err: Error) => err,
          );
        } finally {
          await raw.end();
        }
      }
      const client = (db() as unknown as { $client: PGlite }).$client;
      const unwrapped = Object.getPrototypeOf(client) as PGlite; // the class's own query, not the storable one
      return unwrapped.query.call(client, query, params).then(
        () => null,
        (err: Error) => err,
      );
    };
    expect(await refused("insert into storable_samples (label, note) values ('raw', $1)", ["a\u0000b"])).toBeInstanceOf(
      Error,
    );
    expect(
      await refused("insert into storable_samples (label, doc) values ('raw', $1)", [JSON.stringify({ a: "\u0000" })]),
    ).toBeInstanceOf(Error);
    expect(
      await refused("insert into storable_samples (label, doc) values ('raw', $1)", [JSON.stringify({ a: "\uD800" })]),
    ).toBeInstanceOf(Error);
    expect(await read("raw")).toBeUndefined();
  });

  it("insert and update outside a transaction: text, varchar, text[] and jsonb (nested keys and values) are stored with NUL dropped and lone surrogates replaced", async () => {
    await db().insert(samples).values(row("plain"));
    expect(await read("plain")).toMatchObject(rowStored("plain"));
    await db().insert(samples).values({ label: "updated" });
    await db()
      .update(samples)
      .set({ note: "u\u0000", tags: ["\uD800"], doc: { "\u0000": "\u0000" } })
      .where(eq(samples.label, "updated"));
    expect(await read("updated")).toMatchObject({ note: "u", tags: ["\uFFFD"], doc: { "": "" } });
  });

  it("inside a transaction and a nested savepoint (a separate client or transaction object per driver)", async () => {
    await db().transaction(async (tx) => {
      await tx.insert(samples).values(row("in-transaction"));
      await tx.transaction(async (nested) => {
        await nested.insert(samples).values(row("in-savepoint"));
      });
    });
    expect(await read("in-transaction")).toMatchObject(rowStored("in-transaction"));
    expect(await read("in-savepoint")).toMatchObject(rowStored("in-savepoint"));
  });

  it("keeps backslash text spelling out \\u0000 and \\ud800 verbatim in every column kind", async () => {
    const sent = {
      label: "backslashes",
      note: BACKSLASHES,
      code: BACKSLASHES,
      tags: [BACKSLASHES],
      doc: { [BACKSLASHES]: BACKSLASHES },
    };
    await db().insert(samples).values(sent);
    expect(await read("backslashes")).toMatchObject(sent);
    const [asText] = await rows<{ doc: string }>(
      sql`select doc::text as doc from storable_samples where label = 'backslashes'`,
    );
    expect(JSON.parse(asText!.doc)).toEqual({ [BACKSLASHES]: BACKSLASHES });
  });

  it("values interpolated into raw sql templates: text, a JSON string cast to jsonb, an object, and a WHERE comparison", async () => {
    const asJson = JSON.stringify(doc);
    await db().execute(
      sql`insert into storable_samples (label, note, doc) values (${"raw-\u0000template"}, ${NUL_AND_SURROGATES}, ${asJson}::jsonb)`,
    );
    expect(await read("raw-template")).toMatchObject({ note: NUL_AND_SURROGATES_STORED, doc: docStored });
    await db().execute(
      sql`update storable_samples set doc = ${{ "o\u0000": "\uD800" }}::jsonb where label = ${"raw-template\u0000"}`,
    );
    expect((await read("raw-template"))!.doc).toEqual({ o: "\uFFFD" });
    const [nested] = await rows<{ value: string }>(
      sql`select doc->>'o' as value from storable_samples where label = ${"raw-\u0000template"}`,
    );
    expect(nested).toEqual({ value: "\uFFFD" });
  });

  it("the driver's own client used directly (outside drizzle), in and out of a transaction", async () => {
    const insert = "insert into storable_samples (label, note, tags, doc) values ($1, $2, $3, $4)";
    const params = (label: string) => [label, NUL_AND_SURROGATES, ["t\u0000", "\uDBFF"], JSON.stringify(doc)];
    if (handle.kind === "postgres") {
      const pool = (db() as unknown as { $client: pg.Pool }).$client;
      await pool.query(insert, params("client"));
      const connection = await pool.connect();
      try {
        await connection.query("begin");
        await connection.query({ text: insert, values: params("client-transaction") });
        await connection.query("commit");
      } finally {
        connection.release();
      }
    } else {
      const client = (db() as unknown as { $client: PGlite }).$client;
      await client.query(insert, params("client"));
      await client.transaction(async (tx: Transaction) => {
        await tx.query(insert, params("client-transaction"));
        await tx.sql`insert into storable_samples (label, note) values (${"client-template"}, ${NUL_AND_SURROGATES})`;
      });
      expect(await read("client-template")).toMatchObject({ note: NUL_AND_SURROGATES_STORED });
    }
    for (const label of ["client", "client-transaction"])
      expect(await read(label)).toMatchObject({
        note: NUL_AND_SURROGATES_STORED,
        tags: ["t", "\uFFFD"],
        doc: docStored,
      });
  });

  it("ordinary text, arrays and JSON are stored exactly as sent (nothing else changes shape)", async () => {
    const sent = {
      label: "ordinary",
      note: "Ünïcödé 😀 'quoted' \"double\" \n",
      code: "ABC 123",
      tags: ["a,b", "{c}", ""],
      doc: { a: [1, 2.5, null, true], b: "\\n" },
    };
    await db().insert(samples).values(sent);
    expect(await read("ordinary")).toMatchObject(sent);
  });
});
