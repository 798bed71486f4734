import { describe, expect, it } from "vitest";
import { nextStartRetryMs, untilItWorks } from "./until-it-works";

describe("a start step is tried until it works (a lost database delays readiness, never breaks the process)", () => {
  it("waits one second after the first failure, doubling each time up to ten seconds", () => {
    const waits: number[] = [];
    let ms: number | undefined;
    for (let i = 0; i < 6; i++) waits.push((ms = nextStartRetryMs(ms)));
    expect(waits).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
  });

  it("tries again after each failure, saying what failed and how long it waits, and returns the step's result", async () => {
    const lines: string[] = [];
    const waited: number[] = [];
    let tries = 0;
    const result = await untilItWorks(
      "loading the site documents",
      async () => {
        tries++;
        // A failed query names its text; its cause says why.
        if (tries < 3)
          throw new Error('Failed query: select "path" from "site_documents"\nparams: ', {
            cause: new Error("Connection terminated unexpectedly"),
          });
        return "served";
      },
      { log: (line) => lines.push(line), wait: async (ms) => void waited.push(ms) },
    );
    expect(result).toBe("served");
    expect(tries).toBe(3);
    expect(waited).toEqual([1000, 2000]);
    expect(lines[0]).toBe(
      "loading the site documents failed (Connection terminated unexpectedly); trying again in 1000 ms",
    );
  });

  it("does not try again once the step has worked", async () => {
    let tries = 0;
    await untilItWorks("x", async () => void tries++, { wait: async () => {} });
    expect(tries).toBe(1);
  });
});
