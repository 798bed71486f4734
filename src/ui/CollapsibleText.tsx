"use client";

import { useId, useState } from "react";

/**
 * Text collapse: the cut text with a button that shows the whole text and
 * back (CollapsedText decides whether text needs one). Rendered by the server with the cut text.
 */
export function CollapsibleText({
  full,
  cut,
  more,
  less,
  className,
}: {
  full: string;
  cut: string;
  more: string;
  less: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={className}>
      <p id={id} className="whitespace-pre-line">
        {open ? full : cut}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="mt-1 font-semibold text-accent underline"
      >
        {open ? less : more}
      </button>
    </div>
  );
}
