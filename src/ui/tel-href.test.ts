import { describe, expect, it } from "vitest";
import { telHref } from "./tel-href";

describe("telHref", () => {
  it("strips everything but digits and a leading + from tel: links", () => {
    expect(telHref("+61 (8) 9000-1234")).toBe("tel:+61890001234");
    expect(telHref(" +61 8 9000 1234 ")).toBe("tel:+61890001234");
    expect(telHref("08 9000+1234 ext")).toBe("tel:0890001234");
    expect(telHref("call us")).toBeNull();
  });
});
