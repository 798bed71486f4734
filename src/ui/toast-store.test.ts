import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "./toast-store";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the toast store", () => {
  it("holds at most one toast (toast limit 1): a new one replaces the last", () => {
    expect(TOAST_LIMIT).toBe(1);
    const store = createToastStore();
    store.add({ description: "first" });
    const second = store.add({ title: "Car Saved In Watchlist", description: "second" });
    expect(store.getSnapshot()).toEqual([
      {
        id: second,
        title: "Car Saved In Watchlist",
        description: "second",
        action: null,
        duration: 6000,
        open: true,
      },
    ]);
  });

  it("updates a toast in place", () => {
    const store = createToastStore();
    const id = store.add({ title: "Saving", description: "a car", action: { label: "View List", href: "/watchlist" } });
    store.update(id, { title: "Car Saved In Watchlist" });
    expect(store.getSnapshot()[0]).toMatchObject({
      title: "Car Saved In Watchlist",
      description: "a car",
      action: { label: "View List", href: "/watchlist" },
      open: true,
    });
  });

  it("dismisses by marking the toast closed, and removes it 1,000,000 ms later", () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    const store = createToastStore();
    const id = store.add({ description: "x", duration: null });
    store.dismiss(id);
    expect(store.getSnapshot()).toMatchObject([{ id, open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("closes by itself after its duration (the copy toast's 3 s), and stays while held", () => {
    const store = createToastStore();
    store.add({ description: "Copied x to your clipboard!", duration: 3000 });
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()[0]!.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]!.open).toBe(false);

    const held = store.add({ description: "View List", duration: 3000 });
    store.hold(held);
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot()[0]).toMatchObject({ id: held, open: true });
    store.release(held);
    vi.advanceTimersByTime(3000);
    expect(store.getSnapshot()[0]).toMatchObject({ id: held, open: false });
  });

  it("tells its subscribers of every change, and a replaced toast's timers do nothing to the next", () => {
    const store = createToastStore();
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getSnapshot().length));
    const first = store.add({ description: "first", duration: 1000 });
    store.dismiss(first);
    const second = store.add({ description: "second", duration: null });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getSnapshot()).toMatchObject([{ id: second, open: true }]);
    unsubscribe();
    store.dismiss(second);
    expect(seen).toEqual([1, 1, 1]);
  });
});
