import { describe, expect, it } from "vitest";
import { readiness } from "./readiness";

describe("the readiness rule", () => {
  it("is ready only while serving with a database that answers", () => {
    expect(readiness("serving", true)).toEqual({ httpStatus: 200, status: "ready" });
  });

  it("is not ready while serving on a database that does not answer", () => {
    expect(readiness("serving", false)).toEqual({ httpStatus: 503, status: "unavailable" });
  });

  it("is not ready while starting (migrating, preparing), whatever the database says", () => {
    expect(readiness("starting", true)).toEqual({ httpStatus: 503, status: "starting" });
    expect(readiness("starting", false)).toEqual({ httpStatus: 503, status: "starting" });
  });

  it("is not ready once stopping, whatever the database says", () => {
    expect(readiness("stopping", true)).toEqual({ httpStatus: 503, status: "stopping" });
    expect(readiness("stopping", false)).toEqual({ httpStatus: 503, status: "stopping" });
  });
});
