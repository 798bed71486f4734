import type { ReactNode } from "react";
import { ownValue } from "@/features/search/facet-lookup";

/** A collapsible filter section (300 ms open/close animation, see globals.css). Open by default. */
export function FilterSection({
  title,
  children,
  open = true,
}: {
  title: string;
  children: ReactNode;
  open?: boolean;
}) {
  return (
    <details open={open} className="filter-section border-b border-gray-200 py-3">
      <summary className="cursor-pointer list-none font-semibold [&::-webkit-details-marker]:hidden">
        <span className="flex items-center justify-between">
          {title}
          <span aria-hidden="true" className="filter-chevron text-sm">
            ▾
          </span>
        </span>
      </summary>
      <div className="pt-2">{children}</div>
    </details>
  );
}

/** Checkboxes for one attribute's values with their counts (disjunctive: they ignore this attribute's own selection). */
export function FacetCheckboxes({
  name,
  counts,
  selected,
  labels = {},
}: {
  name: string;
  counts: Record<string, number>;
  selected: readonly string[];
  labels?: Record<string, string>;
}) {
  const entries = Object.entries(counts);
  if (entries.length === 0) return <p className="text-sm text-gray-700">No options for this search.</p>;
  return (
    <ul className="space-y-1">
      {entries.map(([value, count]) => {
        const id = `f-${name}-${value.replace(/[^a-zA-Z0-9]+/g, "-")}`;
        return (
          <li key={value}>
            <label htmlFor={id} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                id={id}
                type="checkbox"
                name={name}
                value={value}
                defaultChecked={selected.includes(value)}
                className="h-4 w-4"
              />
              <span className="flex-1">{ownValue(labels, value) ?? value}</span>
              <span className="text-gray-700">{count.toLocaleString("en-AU")}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
