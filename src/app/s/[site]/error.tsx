"use client";

import { useEffect } from "react";
import { ErrorPage } from "@/ui/ErrorPage";

/**
 * A site's error boundary: a page that failed to render is answered inside the site's header and footer with a
 * way to try again and a way home. The error's message and stack are never shown; only its digest (the id Next
 * logs the server-side error under, nothing of its content) goes to the console, to match a report to the log.
 */
export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    if (error.digest) console.error(`page failed to render (digest ${error.digest})`);
  }, [error.digest]);
  return (
    <ErrorPage
      title="Sorry, something went wrong"
      explanation="This page could not be shown just now. Please try again in a moment."
      action={
        <button
          type="button"
          onClick={reset}
          className="rounded border border-current px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          Try again
        </button>
      }
    />
  );
}
