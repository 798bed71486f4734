import type { ReactNode } from "react";

const PANEL = "rounded-lg bg-surface p-5";

/**
 * A form's panel on a page: a shaded box named by its own h2, the form below the heading. `className` only places
 * the panel (its margin, width or alignment); the panel's look is the same everywhere.
 */
export function FormPanel({
  headingId,
  heading,
  className,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className ? `${className} ${PANEL}` : PANEL}>
      <h2 id={headingId} className="mb-4 text-2xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
