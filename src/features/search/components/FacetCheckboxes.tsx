"use client";

import type { ReactNode } from "react";
import { ownValue } from "@/features/search/facet-lookup";
import { wholeNumber } from "@/ui/whole-number";

/**
 * Checkboxes for one attribute's values with their counts (disjunctive: they ignore this attribute's own selection).
 * A client component with no state, only so that the page's component payload carries the counts rather than the
 * markup of every option a second time (a search page has about a hundred). Each box sits in its label, which names it.
 */
export function FacetCheckboxes({
  name,
  counts,
  selected,
  labels = {},
  icons = {},
}: {
  name: string;
  counts: Record<string, number>;
  selected: readonly string[];
  labels?: Record<string, string>;
  /** A decorative icon before a value's label (the body types' side views), rendered by the server. */
  icons?: Record<string, ReactNode>;
}) {
  const entries = Object.entries(counts);
  if (entries.length === 0) return <p className="text-sm text-gray-700">No options for this search.</p>;
  return (
    <ul className="facet-options">
      {entries.map(([value, count]) => (
        <li key={value}>
          <label>
            <input type="checkbox" name={name} value={value} defaultChecked={selected.includes(value)} />
            {ownValue(icons, value) ?? null}
            <span>{ownValue(labels, value) ?? value}</span>
            <span>{wholeNumber(count)}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
