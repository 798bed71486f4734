"use client";

import { canCompare, COMPARE_MIN } from "@/features/compare/compare-list";
import { writeCompareList } from "@/features/compare/client/compare-storage";
import { compareHref } from "@/features/compare/compare-url";
import { useCompareList } from "./use-compare-list";

/**
 * The small sticky bar of the device's compare list, on every page of a site with compare on: how many cars are
 * chosen, 'Compare (n)' (the shareable link) once there are enough, and a way to clear the list. Nothing while the
 * list is empty.
 */
export function CompareBar() {
  const list = useCompareList();
  if (list.length === 0) return null;
  return (
    <aside
      aria-label="Cars to compare"
      className="fixed bottom-20 right-4 z-40 flex max-w-[calc(100vw-2rem)] flex-wrap items-center gap-3 rounded-lg border border-gray-300 bg-white px-4 py-3 text-sm shadow-lg"
    >
      <p>
        {list.length === 1 ? "1 car" : `${list.length} cars`} chosen
        {canCompare(list) ? null : (
          <span className="block text-gray-700">Choose {COMPARE_MIN - list.length} more to compare</span>
        )}
      </p>
      {canCompare(list) ? (
        <a href={compareHref(list)} className="rounded bg-primary px-3 py-2 font-semibold text-on-primary">
          Compare ({list.length})
        </a>
      ) : null}
      <button type="button" onClick={() => writeCompareList([])} className="font-semibold underline">
        Clear<span className="sr-only"> the cars to compare</span>
      </button>
    </aside>
  );
}
