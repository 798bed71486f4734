"use client";

import { parseStoredCompare, removeFromCompare } from "@/features/compare/compare-list";
import { readCompareJson, writeCompareList } from "@/features/compare/client/compare-storage";

/**
 * Removes a car from the comparison: a plain link to the comparison without it (works without script, and for a
 * shared link), which also takes the car off the device's list, so the bar does not bring it back.
 */
export function RemoveFromComparison({ slug, title, href }: { slug: string; title: string; href: string }) {
  return (
    <a
      href={href}
      onClick={() => writeCompareList(removeFromCompare(parseStoredCompare(readCompareJson()), slug))}
      className="text-sm font-semibold underline"
    >
      Remove<span className="sr-only"> {title} from the comparison</span>
    </a>
  );
}
