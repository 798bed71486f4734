import type { ReactNode } from "react";

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
    <details open={open} className="filter-section">
      <summary>
        <span>
          {title}
          <span aria-hidden="true" className="filter-chevron">
            ▾
          </span>
        </span>
      </summary>
      <div className="pt-2">{children}</div>
    </details>
  );
}
