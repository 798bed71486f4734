import Link from "next/link";
import type { ListedSource } from "@/features/feed-sources/sources.db";

/** The scope's feed sources by site: how each arrives, its schedule and its last run. */
export function FeedList({ sources, canCreate }: { sources: ListedSource[]; canCreate: boolean }) {
  return (
    <div>
      <h1>Feeds</h1>
      {canCreate ? (
        <p>
          <Link href="/feeds/new">New feed source</Link>
        </p>
      ) : null}
      {sources.length === 0 ? (
        <p>No feed sources yet.</p>
      ) : (
        <table>
          <caption>Where each site&apos;s stock comes from</caption>
          <thead>
            <tr>
              <th scope="col">Site</th>
              <th scope="col">Source</th>
              <th scope="col">Kind</th>
              <th scope="col">Format</th>
              <th scope="col">Schedule</th>
              <th scope="col">Last run</th>
              <th scope="col">Runs</th>
            </tr>
          </thead>
          <tbody>
            {sources.map((s) => (
              <tr key={s.id}>
                <td>{s.siteName}</td>
                <td>
                  <Link href={`/feeds/${s.id}`}>{s.name}</Link>
                  {s.enabled ? "" : " (off)"}
                </td>
                <td>{s.kind}</td>
                <td>{s.format.toUpperCase()}</td>
                <td>{s.kind === "pull" && s.everyMinutes ? `every ${s.everyMinutes} min` : "—"}</td>
                <td>
                  {s.lastRun ? (
                    <>
                      {s.lastRun.status},{" "}
                      <time dateTime={s.lastRun.startedAt.toISOString()}>
                        {s.lastRun.startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC
                      </time>
                    </>
                  ) : (
                    "never"
                  )}
                </td>
                <td>
                  <Link href={`/feeds/${s.id}/runs`}>Runs of {s.name}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
