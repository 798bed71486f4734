/**
 * Where the device keeps the compare list: localStorage, which is per origin, so each site (its own host) keeps its
 * own list. Pages listen for one event to update every toggle and the bar at once; the browser's `storage` event
 * brings changes made in other tabs.
 */
const KEY = "forecourt:compare";
const CHANGED = "forecourt:compare-changed";
/** The list while storage is unavailable (private mode, blocked): it then lasts as long as the page. */
let unstored: string | null = null;

/** The stored JSON, or null when there is none. */
export function readCompareJson(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return unstored;
  }
}

export function writeCompareList(list: readonly string[]): void {
  unstored = list.length === 0 ? null : JSON.stringify(list);
  try {
    if (list.length === 0) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Kept in `unstored` instead.
  }
  window.dispatchEvent(new Event(CHANGED));
}

export function onCompareChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener("storage", onStorage);
  };
}
