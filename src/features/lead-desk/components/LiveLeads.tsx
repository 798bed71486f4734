"use client";
import { useEffect, useState } from "react";

/**
 * "N new leads — show" above an open lead list, counted from the console's stream of new leads (/leads/live). Without
 * JavaScript it is a plain link that loads the list again.
 */
export function LiveLeads({
  since,
  query,
}: {
  since: number;
  /** The list's own query, so showing the new leads keeps its filters. */
  query: Record<string, string | string[] | undefined>;
}) {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) => [value ?? []].flat().map((one) => [name, one])),
  ).toString();
  const href = `/leads${search ? `?${search}` : ""}`;
  const [seen, setSeen] = useState<ReadonlySet<number>>(new Set());
  const count = seen.size;
  useEffect(() => {
    const source = new EventSource(`/leads/live?since=${since}`);
    source.addEventListener("leads", (event) => {
      const ids = (JSON.parse((event as MessageEvent<string>).data) as { ids: number[] }).ids;
      // A stream opened again (the server ends each after a while) reports from the same lead on: count each once.
      setSeen((seen) => new Set([...seen, ...ids]));
    });
    return () => source.close();
  }, [since]);
  return (
    <p role="status" className="mt-4" data-live-since={since}>
      {count > 0 ? (
        <a href={href} className="font-semibold underline">
          {count === 1 ? "1 new lead" : `${count} new leads`} — show
        </a>
      ) : (
        <a href={href} className="text-sm underline">
          Check for new leads
        </a>
      )}
    </p>
  );
}
