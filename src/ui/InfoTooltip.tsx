"use client";

import { useId, useState, type ReactNode } from "react";

/**
 * A tooltip on a button: shown while the button is hovered or focused (and while the pointer is on
 * the tooltip itself), hidden again with Escape (WCAG 1.4.13). The showing is CSS, so it works
 * before the script arrives; the script adds Escape.
 */
export function InfoTooltip({
  label,
  className = "",
  children,
}: {
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <span className="group relative inline-block" onMouseLeave={() => setDismissed(false)}>
      <button
        type="button"
        aria-describedby={id}
        className={`cursor-help underline decoration-dotted underline-offset-4 ${className}`}
        onKeyDown={(event) => {
          if (event.key === "Escape") setDismissed(true);
        }}
        onFocus={() => setDismissed(false)}
      >
        {label}
      </button>
      <span
        role="tooltip"
        id={id}
        className={`absolute left-0 top-full z-20 mt-1 w-64 rounded bg-gray-900 p-3 text-sm font-normal text-white shadow-lg ${dismissed ? "hidden" : "hidden group-hover:block group-focus-within:block"}`}
      >
        {children}
      </span>
    </span>
  );
}
