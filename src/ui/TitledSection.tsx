import type { ReactNode } from "react";

/** A page section named by its own h2 (aria-labelledby), so assistive technology lists it by that heading. */
export function TitledSection({
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
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-2xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
