import { describe, expect, it } from "vitest";
import {
  estimateIndexBytes,
  INDEX_BASE_BYTES,
  INDEX_BYTES_PER_VEHICLE,
  IndexMemoryBudget,
} from "./index-memory-budget";

describe("rule: past the budget, the least recently used other indexes are evicted, oldest first", () => {
  it("evicts nothing while the total fits", () => {
    const budget = new IndexMemoryBudget<string>(100);
    expect(budget.add("a", 40)).toEqual([]);
    expect(budget.add("b", 60)).toEqual([]);
    expect(budget.usedBytes).toBe(100);
    expect(budget.keys()).toEqual(["a", "b"]);
  });

  it("evicts the least recently used first, and only as many as needed", () => {
    const budget = new IndexMemoryBudget<string>(100);
    budget.add("a", 30);
    budget.add("b", 30);
    budget.add("c", 30);
    expect(budget.add("d", 50)).toEqual(["a", "b"]);
    expect(budget.keys()).toEqual(["c", "d"]);
    expect(budget.usedBytes).toBe(80);
  });

  it("a use makes an index the most recently used", () => {
    const budget = new IndexMemoryBudget<string>(100);
    budget.add("a", 40);
    budget.add("b", 40);
    budget.touch("a");
    expect(budget.add("c", 40)).toEqual(["b"]);
    expect(budget.keys()).toEqual(["a", "c"]);
  });

  it("never evicts the index just added: one larger than the whole budget is held alone", () => {
    const budget = new IndexMemoryBudget<string>(100);
    budget.add("a", 50);
    expect(budget.add("huge", 500)).toEqual(["a"]);
    expect(budget.keys()).toEqual(["huge"]);
    expect(budget.usedBytes).toBe(500);
  });

  it("a rebuilt index replaces its old size, and a removed one frees its bytes", () => {
    const budget = new IndexMemoryBudget<string>(100);
    budget.add("a", 40);
    budget.add("b", 40);
    expect(budget.add("a", 50)).toEqual([]);
    expect(budget.usedBytes).toBe(90);
    expect(budget.keys()).toEqual(["b", "a"]);
    budget.remove("b");
    budget.touch("b"); // unknown keys are ignored
    expect(budget.usedBytes).toBe(50);
    expect(budget.keys()).toEqual(["a"]);
  });

  it("refuses a budget that is not positive", () => {
    expect(() => new IndexMemoryBudget(0)).toThrow(RangeError);
  });
});

describe("rule: an index's size is estimated from its vehicle count", () => {
  it("a fixed base plus a measured cost per vehicle", () => {
    expect(estimateIndexBytes(0)).toBe(INDEX_BASE_BYTES);
    expect(estimateIndexBytes(2_000)).toBe(INDEX_BASE_BYTES + 2_000 * INDEX_BYTES_PER_VEHICLE);
  });
});
