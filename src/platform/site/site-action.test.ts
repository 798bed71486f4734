import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => request.headers }));
vi.mock("./current-site.server", async () => (await import("./testing/one-site-platform")).currentSiteModule);
vi.mock("./site-registry.server", async () => (await import("./testing/one-site-platform")).siteRegistryModule);

const { siteAction } = await import("./site-action.server");

const schema = z.object({ email: z.string().email("Enter an email address.") });
const answers = {
  name: "newsletter sign-up",
  failure: "Something went wrong on our side.",
  noSite: "This site has no newsletter.",
  answer: (message: string, field?: string) => ({ message, field }),
};

describe("siteAction", () => {
  beforeEach(() => {
    request.headers = new Headers({ host: "harbour.example" });
  });

  it("answers the no-site message for a host no site serves, without running the handler", async () => {
    request.headers = new Headers({ host: "elsewhere.example" });
    const handler = vi.fn();
    expect(await siteAction(schema, handler, answers)({ email: "a@b.example" })).toEqual({
      message: "This site has no newsletter.",
      field: undefined,
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("answers bad input with the field's message, naming the field", async () => {
    const handler = vi.fn();
    expect(await siteAction(schema, handler, answers)({ email: "not an email" })).toEqual({
      message: "Enter an email address.",
      field: "email",
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("runs the handler with the site and the parsed input", async () => {
    const action = siteAction(schema, async ({ site }, input) => ({ message: `${site.id} ${input.email}` }), answers);
    expect(await action({ email: "a@b.example" })).toEqual({ message: "7 a@b.example" });
  });

  it("logs an unexpected error redacted and answers the action's failure message", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const action = siteAction(
      schema,
      async () => {
        throw new Error("insert failed for shopper@mail.example");
      },
      answers,
    );
    expect(await action({ email: "a@b.example" })).toEqual({ message: "Something went wrong on our side." });
    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0]?.[0]);
    expect(line.startsWith("newsletter sign-up failed: ")).toBe(true);
    expect(line).not.toContain("shopper@mail.example");
    log.mockRestore();
  });
});
