import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/platform/env";
import { consoleOrigin } from "./console-origin";

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("the console's public origin for e-mail links", () => {
  it("is CONSOLE_ORIGIN when set, without a trailing slash", () => {
    vi.stubEnv("CONSOLE_ORIGIN", "https://console.forecourt.example/");
    expect(consoleOrigin()).toBe("https://console.forecourt.example");
  });
  it("keeps the server's port outside production (a link without it would not open)", () => {
    vi.stubEnv("CONSOLE_ORIGIN", "");
    vi.stubEnv("NODE_ENV", "test");
    vi.stubEnv("PORT", "3700");
    expect(consoleOrigin()).toMatch(/^http:\/\/[^/]+:3700$/);
  });
  it("is the console host over https, with no port, in production", () => {
    vi.stubEnv("CONSOLE_ORIGIN", "");
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("CONSOLE_HOST", "console.forecourt.example");
    vi.stubEnv("PORT", "3700");
    expect(consoleOrigin()).toBe("https://console.forecourt.example");
  });
});
