import { describe, expect, it } from "vitest";
import { periodicWorker } from "./periodic-worker";

const tick = () => new Promise((r) => setTimeout(r, 5));

describe("periodic worker", () => {
  it("never runs two passes at once: a nudge during a pass runs exactly one more pass after it", async () => {
    let running = 0;
    let most = 0;
    let passes = 0;
    const worker = periodicWorker(
      `test-${Math.random()}`,
      () => 60_000,
      async () => {
        running++;
        most = Math.max(most, running);
        passes++;
        await tick();
        running--;
      },
      (e) => e.message,
    );
    worker.nudge();
    worker.nudge();
    worker.nudge();
    for (let i = 0; i < 10; i++) await tick();
    expect(most).toBe(1);
    expect(passes).toBe(2);
  });

  it("keeps going after a pass throws", async () => {
    let passes = 0;
    const worker = periodicWorker(
      `test-${Math.random()}`,
      () => 60_000,
      async () => {
        passes++;
        if (passes === 1) throw new Error("boom");
      },
      () => "described",
    );
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.join(" "));
    try {
      worker.nudge();
      await tick();
      worker.nudge();
      await tick();
    } finally {
      console.error = original;
    }
    expect(passes).toBe(2);
    expect(String(errors[0])).toContain("described");
    expect(String(errors[0])).not.toContain("boom");
  });
});
