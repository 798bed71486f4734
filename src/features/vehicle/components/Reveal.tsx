/**
 * "Show more" for server-rendered content that works without JavaScript: the rest sits in a
 * <details>, and its summary reads `more` while closed and `less` while open (CSS swaps them).
 */
import type { ReactNode } from "react";

export function Reveal({ more, less, children }: { more: string; less: string; children: ReactNode }) {
  return (
    <details className="reveal group mt-2">
      <summary className="cursor-pointer list-none font-semibold text-accent underline [&::-webkit-details-marker]:hidden">
        <span className="group-open:hidden">{more}</span>
        <span className="hidden group-open:inline">{less}</span>
      </summary>
      <div className="mt-2">{children}</div>
    </details>
  );
}
