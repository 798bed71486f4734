"use client";

import { useEffect, useSyncExternalStore } from "react";
import { addToHistory, parseHistory } from "@/features/search/search-history";

const STORAGE_KEY = "forecourt:search-history";

const historyWatchers = new Set<() => void>();
const watchHistory = (changed: () => void) => {
  historyWatchers.add(changed);
  return () => historyWatchers.delete(changed);
};
const readHistory = (): string | null => {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? "[]";
  } catch {
    return null;
  }
};

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * On every search view: sends analytics event 49 to the dataLayer and to the server with a beacon (the path and how
 * many cars it found: the dealer's report of searches that find nothing), and keeps the last 5 searches (label and
 * path) on the device, listed as "Recent searches".
 */
export function SearchViewTracker({ path, label, results }: { path: string; label: string; results: number }) {
  const stored = useSyncExternalStore(watchHistory, readHistory, () => null);
  useEffect(() => {
    (window.dataLayer ??= []).push({ event: "search_view", event_id: 49, path });
    navigator.sendBeacon?.(
      "/api/events",
      new Blob([JSON.stringify({ event_id: 49, path, results })], { type: "application/json" }),
    );
    try {
      const next = addToHistory(parseHistory(localStorage.getItem(STORAGE_KEY)), { label, path });
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      historyWatchers.forEach((changed) => changed());
    } catch {
      // Storage can be unavailable (private mode, quota); history is a nicety.
    }
  }, [path, label, results]);
  // The list as it stands once this search is added, less this search itself.
  const history =
    stored === null ? [] : addToHistory(parseHistory(stored), { label, path }).filter((h) => h.path !== path);
  if (history.length === 0) return null;
  return (
    <nav aria-label="Recent searches" className="mt-6 text-sm">
      <h2 className="font-semibold">Recent searches</h2>
      <ul className="mt-1 space-y-1">
        {history.map((h) => (
          <li key={h.path}>
            <a className="text-accent underline" href={h.path}>
              {h.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
