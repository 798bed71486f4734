import { describe, expect, it } from "vitest";
import { chooseEncoding, MIN_COMPRESSED_BYTES } from "./content-encoding";

const LARGE = 29_000;

describe("chooseEncoding (RFC 9110 §12.5.3 Accept-Encoding; br preferred, else gzip, else identity)", () => {
  it("no header or an empty one: identity", () => {
    expect(chooseEncoding(null, LARGE)).toBe("identity");
    expect(chooseEncoding(undefined, LARGE)).toBe("identity");
    expect(chooseEncoding("", LARGE)).toBe("identity");
    expect(chooseEncoding("  ", LARGE)).toBe("identity");
  });

  it("br is preferred over gzip when both are accepted alike, whatever their order", () => {
    expect(chooseEncoding("gzip, deflate, br", LARGE)).toBe("br");
    expect(chooseEncoding("br, gzip", LARGE)).toBe("br");
    expect(chooseEncoding("gzip, deflate, br, zstd", LARGE)).toBe("br");
  });

  it("gzip when br is not accepted; identity when neither is", () => {
    expect(chooseEncoding("gzip", LARGE)).toBe("gzip");
    expect(chooseEncoding("gzip, deflate", LARGE)).toBe("gzip");
    expect(chooseEncoding("br", LARGE)).toBe("br");
    expect(chooseEncoding("deflate", LARGE)).toBe("identity");
    expect(chooseEncoding("compress, zstd", LARGE)).toBe("identity");
  });

  it("the client's q-values rank the codings: the highest weight wins", () => {
    expect(chooseEncoding("br;q=0.5, gzip;q=0.9", LARGE)).toBe("gzip");
    expect(chooseEncoding("br;q=1.0, gzip;q=0.9", LARGE)).toBe("br");
    expect(chooseEncoding("gzip;q=0.4, identity;q=0.8", LARGE)).toBe("identity");
    expect(chooseEncoding("br;q=0.3, identity", LARGE)).toBe("identity");
  });

  it("q=0 refuses a coding", () => {
    expect(chooseEncoding("br;q=0, gzip", LARGE)).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0", LARGE)).toBe("identity");
    expect(chooseEncoding("br;q=0.000", LARGE)).toBe("identity");
  });

  it("names and the q parameter are case-insensitive, spaces around them are ignored", () => {
    expect(chooseEncoding("GZIP ; Q=0.5 , BR ; q = 0.2", LARGE)).toBe("gzip");
  });

  it("`*` stands for every coding not named, identity included", () => {
    expect(chooseEncoding("*", LARGE)).toBe("br");
    expect(chooseEncoding("br;q=0, *", LARGE)).toBe("gzip");
    expect(chooseEncoding("*;q=0.5, gzip", LARGE)).toBe("gzip");
    expect(chooseEncoding("*;q=0, identity", LARGE)).toBe("identity");
  });

  it("identity not named is acceptable, but after any coding the client named", () => {
    expect(chooseEncoding("gzip;q=0.1", LARGE)).toBe("gzip");
  });

  it(`an answer under ${MIN_COMPRESSED_BYTES} bytes stays identity, unless the client refused identity`, () => {
    expect(chooseEncoding("br, gzip", MIN_COMPRESSED_BYTES - 1)).toBe("identity");
    expect(chooseEncoding("br, gzip", MIN_COMPRESSED_BYTES)).toBe("br");
    expect(chooseEncoding("gzip, identity;q=0", 10)).toBe("gzip");
    expect(chooseEncoding("br, *;q=0", 10)).toBe("br");
  });

  it("nothing acceptable (identity;q=0 alone, *;q=0): identity anyway, never no answer", () => {
    expect(chooseEncoding("identity;q=0", LARGE)).toBe("identity");
    expect(chooseEncoding("*;q=0", LARGE)).toBe("identity");
    expect(chooseEncoding("deflate, identity;q=0", LARGE)).toBe("identity");
  });

  it("a malformed q is not acceptance; a name given twice keeps its first weight", () => {
    expect(chooseEncoding("br;q=high, gzip", LARGE)).toBe("gzip");
    expect(chooseEncoding("br;q=2, gzip", LARGE)).toBe("gzip");
    expect(chooseEncoding("br;q=0, br, gzip;q=0.5", LARGE)).toBe("gzip");
  });

  it("with no size given, the answer is taken as large", () => {
    expect(chooseEncoding("gzip")).toBe("gzip");
  });
});
