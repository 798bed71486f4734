import type { ReactNode } from "react";

export interface TitledSectionProps {
  headingId: string;
  heading: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A page section named by its own h2 (aria-labelledby), so assistive technology lists it by that heading. */
export function TitledSection({
  headingId,
  heading,
  className,
  headingClassName = "text-2xl font-bold",
  children,
}: TitledSectionProps & { headingClassName?: string }) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
