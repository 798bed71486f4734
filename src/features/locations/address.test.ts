import { describe, expect, it } from "vitest";
import { formatAddress } from "./address";

describe("addresses", () => {
  it("reads street, city, state in capitals and postcode on one line", () => {
    expect(formatAddress({ street: "120 Quayside Drive", city: "Fremantle", state: "wa", postcode: "6160" })).toBe(
      "120 Quayside Drive, Fremantle WA 6160",
    );
  });
});
