"use client";
import Link from "next/link";
import { useActionState } from "react";
import { uploadFeedAction, type UploadState } from "@/features/feed-sources/actions.server";

/** Uploads a feed file to run it at once; shows the run's summary and links to the run. */
export function UploadForm({ sourceId }: { sourceId: number }) {
  const [state, action, pending] = useActionState<UploadState, FormData>(uploadFeedAction, {});
  const s = state.summary;
  return (
    <form action={action} encType="multipart/form-data">
      <input type="hidden" name="id" value={sourceId} />
      <p>
        <label htmlFor="file">Feed file</label>
        <input
          id="file"
          name="file"
          type="file"
          accept=".csv,.json,.xml,text/csv,application/json,application/xml,text/xml"
        />
        {state.error ? <span role="alert">{state.error}</span> : null}
      </p>
      <button type="submit" disabled={pending}>
        Upload and run
      </button>
      {s ? (
        <section role="status" aria-label="Run summary">
          <h3>Run {s.status}</h3>
          <p>
            {s.added} added, {s.updated} updated, {s.unchanged} unchanged, {s.rejected} rejected, {s.sold} sold.
            {s.message ? ` ${s.message}` : ""}
          </p>
          {s.problems.length ? (
            <ul>
              {s.problems.map((p, i) => (
                <li key={i}>
                  Row {p.row}
                  {p.column ? `, ${p.column}` : ""}: {p.reason}
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            <Link href={`/feeds/${sourceId}/runs/${s.runId}`}>See the run</Link>
          </p>
        </section>
      ) : null}
    </form>
  );
}
