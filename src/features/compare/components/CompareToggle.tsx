"use client";

import { useState } from "react";
import { addToCompare, COMPARE_FULL_MESSAGE, COMPARE_MAX, removeFromCompare } from "@/features/compare/compare-list";
import { writeCompareList } from "@/features/compare/client/compare-storage";
import { useCompareList } from "./use-compare-list";

/**
 * 'Add to compare' / 'Remove from compare' for one car (a toggle: aria-pressed). A fifth car is refused with a message
 * that stays until there is room again. Shown once the page's script runs (the `js:` variant), as it does nothing
 * without it.
 */
export function CompareToggle({ slug, title, className }: { slug: string; title: string; className: string }) {
  const list = useCompareList();
  const [refused, setRefused] = useState(false);
  const chosen = list.includes(slug);
  const toggle = () => {
    const added = chosen ? null : addToCompare(list, slug);
    setRefused(added?.ok === false);
    if (!added) writeCompareList(removeFromCompare(list, slug));
    else if (added.ok) writeCompareList(added.list);
  };
  return (
    <div className={`hidden js:block${className ? ` ${className}` : ""}`}>
      <button
        type="button"
        aria-pressed={chosen}
        onClick={toggle}
        className={`card-button border ${chosen ? "primary border-primary" : "secondary"}`}
      >
        {chosen ? "Remove from compare" : "Add to compare"}
        <span className="sr-only">: {title}</span>
      </button>
      {refused && !chosen && list.length >= COMPARE_MAX ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-800">
          {COMPARE_FULL_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
