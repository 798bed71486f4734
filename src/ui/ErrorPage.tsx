import type { ReactNode } from "react";

/**
 * A site's own error page: inside its header and footer, with a way back to its home page, and, where the page
 * can be tried again (error.tsx), that action first.
 */
export function ErrorPage({ title, explanation, action }: { title: string; explanation: string; action?: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4">{explanation}</p>
      <p className="mt-6 flex flex-wrap gap-4">
        {action}
        <a className="rounded bg-primary px-4 py-2 font-semibold text-on-primary" href="/">
          Go to the home page
        </a>
      </p>
    </div>
  );
}
