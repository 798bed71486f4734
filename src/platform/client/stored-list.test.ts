import { describe, expect, it } from "vitest";
import { readStoredList } from "./stored-list";

const isNumber = (v: unknown): v is number => typeof v === "number";

describe("lists kept on the device", () => {
  it("reads an array whose every entry passes the check", () => {
    expect(readStoredList("[1,2,3]", isNumber)).toEqual([1, 2, 3]);
  });
  it("gives null for missing, broken or mistyped storage", () => {
    for (const bad of [null, "", "{", "{}", '"x"', '[1,"2"]']) expect(readStoredList(bad, isNumber)).toBeNull();
  });
});
