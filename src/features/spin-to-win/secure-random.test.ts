import { describe, expect, it } from "vitest";
import { secureRandom } from "./secure-random";

describe("the server's random source for the draw", () => {
  it("gives uniform numbers in [0, 1): 100,000 draws stay in range with a mean near one half", () => {
    let sum = 0;
    let outOfRange = 0;
    // One assertion after the loop, not one per draw: 100,000 expect calls outlast the test's time on a loaded machine.
    for (let i = 0; i < 100_000; i++) {
      const r = secureRandom();
      if (!(r >= 0 && r < 1)) outOfRange++;
      sum += r;
    }
    expect(outOfRange).toBe(0);
    // Standard deviation of the mean: sqrt(1/12 / 100000) ~ 0.0009; five of them.
    expect(Math.abs(sum / 100_000 - 0.5)).toBeLessThan(0.0046);
  });
});
