import { describe, expect, it } from "vitest";
import { MAX_ROW_ID, parseRowId } from "./row-id";

describe("an id is a positive 32-bit integer (PostgreSQL's integer), else it names no row", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    ["2147483647", MAX_ROW_ID],
    [7, 7],
    [MAX_ROW_ID, MAX_ROW_ID],
  ])("reads %j as %d", (input, expected) => {
    expect(parseRowId(input)).toBe(expected);
  });

  it.each([
    "2147483648",
    "9999999999",
    "99999999999999999999",
    "0",
    "042",
    "-1",
    "+1",
    "1e3",
    "1.0",
    " 1",
    "1 ",
    "",
    "0x10",
    "١٢",
    2_147_483_648,
    0,
    -1,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    undefined,
    ["1"],
  ])("refuses %j", (input) => {
    expect(parseRowId(input)).toBeNull();
  });
});
