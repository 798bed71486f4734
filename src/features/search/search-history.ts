import { readStoredList } from "@/platform/client/stored-list";
/**
 * The device-side search history (5 entries). The component persists it in
 * localStorage; these functions keep it pure so the rules can be tested without a browser.
 */
export interface HistoryEntry {
  label: string;
  /** Includes the query string. */
  path: string;
}

const SEARCH_HISTORY_LIMIT = 5;

/** Adds a search to the front; an entry with the same path moves to the front instead of repeating; keeps the last 5. */
export function addToHistory(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...history.filter((h) => h.path !== entry.path)].slice(0, SEARCH_HISTORY_LIMIT);
}

// The path becomes a link, so it must stay on this site: "//host" and "/\host" are protocol-relative in browsers,
// and URL parsing strips tabs and newlines, which could turn "/\n/host" into "//host".
function isSitePath(path: string): boolean {
  return path.startsWith("/") && path[1] !== "/" && path[1] !== "\\" && !/[\u0000-\u001f\u007f]/.test(path);
}

function isEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== "object" || value === null) return false;
  const { label, path } = value as Record<string, unknown>;
  return typeof label === "string" && typeof path === "string" && isSitePath(path);
}

/**
 * Reads stored JSON defensively: storage is user-controlled, so anything malformed (bad JSON, not an array, or any
 * entry without a string label and a same-site path) gives []. Duplicates and extra entries are trimmed.
 */
export function parseHistory(json: string | null): HistoryEntry[] {
  const data = readStoredList(json, isEntry);
  if (!data) return [];
  // Rebuilding through addToHistory (oldest first) drops stray fields and applies the same dedupe and limit.
  return data
    .map(({ label, path }) => ({ label, path }))
    .reduceRight<HistoryEntry[]>((history, entry) => addToHistory(history, entry), []);
}
