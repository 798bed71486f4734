import { describe, expect, it } from "vitest";
import { secureCachedPage } from "./cached-page-answer";
import { compressAnswer } from "./compression-step";
import { FRONT_DOOR_ORDER } from "./front-door-order";
import { answerHealthChecks } from "./health-step";
import { hideInternalHeaders } from "./internal-headers";
import { repairNotFoundShell } from "./not-found-shell";
import { sendSecurityHeaders } from "./security-headers-step";
import { answerServerTargets } from "./target-steps";

const at = (step: (typeof FRONT_DOOR_ORDER)[number]) => FRONT_DOOR_ORDER.indexOf(step);

describe("the front door's order", () => {
  it("runs each step once", () => {
    expect(new Set(FRONT_DOOR_ORDER).size).toBe(FRONT_DOOR_ORDER.length);
  });

  it("gives even the door's own answers the security headers, without the internal ones", () => {
    expect(at(sendSecurityHeaders)).toBeLessThan(at(answerServerTargets));
    expect(at(hideInternalHeaders)).toBeLessThan(at(answerServerTargets));
  });

  it("answers the health checks before any step that reads the host or target, and with the security headers", () => {
    expect(at(answerHealthChecks)).toBe(2);
    expect(at(sendSecurityHeaders)).toBeLessThan(at(answerHealthChecks));
    expect(at(hideInternalHeaders)).toBeLessThan(at(answerHealthChecks));
  });

  it("secures a cached page above compression (it reads the page uncompressed), and repairs a not-found shell above both", () => {
    expect(at(compressAnswer)).toBeLessThan(at(secureCachedPage));
    expect(at(secureCachedPage)).toBeLessThan(at(repairNotFoundShell));
  });
});
