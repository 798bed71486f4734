"use client";

import { useEffect, useState } from "react";
import { addToHistory, parseHistory, type HistoryEntry } from "../search-history";

const STORAGE_KEY = "forecourt:search-history";

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * On every search view: sends analytics event 49 to the dataLayer and keeps the last 5 searches
 * (label and path) on the device, listed as "Recent searches".
 */
export function SearchViewTracker({ path, label }: { path: string; label: string }) {
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  useEffect(() => {
    (window.dataLayer ??= []).push({ event: "search_view", event_id: 49, path });
    try {
      const next = addToHistory(parseHistory(localStorage.getItem(STORAGE_KEY)), { label, path });
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      setHistory(next.filter((h) => h.path !== path));
    } catch {
      // Storage can be unavailable (private mode, quota); history is a nicety.
    }
  }, [path, label]);
  if (history.length === 0) return null;
  return (
    <nav aria-label="Recent searches" className="mt-6 text-sm">
      <h2 className="font-semibold">Recent searches</h2>
      <ul className="mt-1 space-y-1">
        {history.map((h) => (
          <li key={h.path}><a className="text-accent underline" href={h.path}>{h.label}</a></li>
        ))}
      </ul>
    </nav>
  );
}
