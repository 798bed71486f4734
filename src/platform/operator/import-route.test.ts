import { describe, expect, it } from "vitest";
import { chooseImportRoute } from "./import-route";

const embedded = { dataDir: ".data/pglite" };
const door = { port: 40123, token: "t", pid: 4242 };

describe("where stock:import runs", () => {
  it("opens PostgreSQL itself, whatever holds an embedded directory", () => {
    expect(chooseImportRoute({ url: "postgres://db.example/forecourt" }, 4242, door)).toEqual({ kind: "local" });
  });

  it("opens an embedded database nobody holds itself, even when a stale door file is left", () => {
    expect(chooseImportRoute(embedded, null, door)).toEqual({ kind: "local" });
    expect(chooseImportRoute(embedded, null, null)).toEqual({ kind: "local" });
  });

  it("hands the file to the live server holding the embedded database through its door", () => {
    expect(chooseImportRoute(embedded, 4242, door)).toEqual({ kind: "hand-off", door, pid: 4242 });
  });

  it("cannot run while another process holds it without a door of its own", () => {
    expect(chooseImportRoute(embedded, 4242, null)).toEqual({ kind: "held", pid: 4242 });
    // A door left by an earlier server is not the holder's: db:prepare holding it must not be sent files.
    expect(chooseImportRoute(embedded, 5151, door)).toEqual({ kind: "held", pid: 5151 });
  });
});
