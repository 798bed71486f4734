import type { ReactNode } from "react";

/** One section of the shopper's garage page: a level-two heading that also names the section for screen readers. */
export function GarageSection(props: { headingId: string; title: string; children: ReactNode }) {
  return (
    <section className="mt-8" aria-labelledby={props.headingId}>
      <h2 id={props.headingId} className="text-2xl font-bold">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
