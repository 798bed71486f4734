import { describe, expect, it } from "vitest";
import { appStarted, reportAppStart } from "./app-start-signal";

describe("the app's start signal (the process is ready only once the instrumentation hook has finished)", () => {
  it("settles the process's wait with the hook's outcome, success or failure", async () => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("forecourt.appStarted")];
    const waiting = appStarted();
    let settled = false;
    void waiting.then(() => (settled = true));
    let finish!: () => void;
    const start = new Promise<void>((resolve) => (finish = resolve));
    void reportAppStart(start);
    await Promise.resolve();
    expect(settled).toBe(false); // the hook has not finished yet
    finish();
    await waiting;
    expect(settled).toBe(true);
    // One process, one start: asked again, the same wait.
    expect(appStarted()).toBe(waiting);
  });

  it("hands the hook's failure to the waiting process and back to the hook", async () => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("forecourt.appStarted")];
    const waiting = appStarted();
    const failed = reportAppStart(Promise.reject(new Error("documents could not be read")));
    await expect(waiting).rejects.toThrow("documents could not be read");
    await expect(failed).rejects.toThrow("documents could not be read");
  });
});
