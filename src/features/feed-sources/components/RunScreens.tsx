import { notFound } from "next/navigation";
import { roleMay } from "@/features/staff";
import { getDb } from "@/platform/db/db.server";
import { decideRunAction } from "@/features/feed-sources/run-actions.server";
import { feedPlace, idOf } from "@/features/feed-sources/feed-place";
import { runOf, runsOf, type FeedRunRow } from "@/features/feed-sources/runs.db";
import { sourceFor } from "@/features/feed-sources/sources.db";

type Staff = Parameters<typeof feedPlace>[0];

const when = (d: Date | null) => (d ? `${d.toISOString().slice(0, 16).replace("T", " ")} UTC` : "not yet");
const took = (run: FeedRunRow) =>
  run.finishedAt ? `${((run.finishedAt.getTime() - run.startedAt.getTime()) / 1000).toFixed(1)} s` : "under way";

const STATUS_WORDS: Record<FeedRunRow["status"], string> = {
  running: "Under way",
  applied: "Applied",
  held: "Held for approval",
  approved: "Approved and applied",
  discarded: "Discarded",
  refused: "Refused",
  failed: "Failed",
};

const OUTCOMES: Record<string, string> = {
  approved: "The run is approved: its rows are applied.",
  discarded: "The run is discarded: the stock is as it was.",
  "not-held": "The run is no longer held: nothing was changed.",
  busy: "Another run of this source is under way: try again once it ends.",
  unknown: "Choose Approve or Discard.",
};

/** The source a member may read, or not found (out of scope, unknown, or no feeds for their role). */
async function readableSource(staff: Staff, id: string) {
  const place = feedPlace(staff);
  const sourceId = idOf(id);
  if (!place || sourceId === null || !roleMay(place.member.role, "feed", "read")) notFound();
  const db = await getDb();
  const source = await sourceFor(db, place, place.siteIds, sourceId, "read");
  if (!source) notFound();
  return { db, place, source };
}

/** /feeds/[id]/runs: a source's run history. */
export async function FeedRunsScreen({ staff, id }: { staff: Staff; id: string }) {
  const { db, source } = await readableSource(staff, id);
  const runs = await runsOf(db, source.id);
  return (
    <div>
      <h1>Runs of {source.name}</h1>
      <p>
        {source.siteName} · <a href={`/feeds/${source.id}`}>The source</a>
      </p>
      {runs.length === 0 ? (
        <p>No runs yet.</p>
      ) : (
        <table>
          <caption className="sr-only">Runs, newest first</caption>
          <thead>
            <tr>
              {["Started", "Status", "Added", "Updated", "Unchanged", "Rejected", "Sold", "Took"].map((h) => (
                <th key={h} scope="col" className="pr-4 text-left">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <tr key={run.id}>
                <td className="pr-4">
                  <a href={`/feeds/${source.id}/runs/${run.id}`}>{when(run.startedAt)}</a>
                </td>
                <td className="pr-4">{STATUS_WORDS[run.status]}</td>
                <td className="pr-4">{run.rowsAdded}</td>
                <td className="pr-4">{run.rowsUpdated}</td>
                <td className="pr-4">{run.rowsUnchanged}</td>
                <td className="pr-4">{run.rowsRejected}</td>
                <td className="pr-4">{run.rowsSold}</td>
                <td className="pr-4">{took(run)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** /feeds/[id]/runs/[runId]: one run, its bad rows, and Approve or Discard while the safety valve holds it. */
export async function FeedRunScreen({
  staff,
  id,
  runId,
  outcome,
}: {
  staff: Staff;
  id: string;
  runId: string;
  outcome?: string;
}) {
  const { db, place, source } = await readableSource(staff, id);
  const runNumber = idOf(runId);
  const run = runNumber === null ? null : await runOf(db, source.id, runNumber);
  if (!run) notFound();
  const mayDecide = roleMay(place.member.role, "feed", "update");
  return (
    <div>
      <h1>
        Run of {source.name}, {when(run.startedAt)}
      </h1>
      <p>
        {source.siteName} · <a href={`/feeds/${source.id}/runs`}>Every run</a>
      </p>
      {outcome && OUTCOMES[outcome] ? <p role="status">{OUTCOMES[outcome]}</p> : null}
      <dl>
        <dt>Status</dt>
        <dd>{STATUS_WORDS[run.status]}</dd>
        <dt>Rows</dt>
        <dd>
          {run.rowsAdded} added, {run.rowsUpdated} updated, {run.rowsUnchanged} unchanged, {run.rowsRejected} rejected,{" "}
          {run.rowsSold} sold
        </dd>
        <dt>Took</dt>
        <dd>{took(run)}</dd>
        {run.message ? (
          <>
            <dt>Message</dt>
            <dd>{run.message}</dd>
          </>
        ) : null}
      </dl>
      {run.status === "held" && mayDecide ? (
        <form action={decideRunAction}>
          <input type="hidden" name="id" value={source.id} />
          <input type="hidden" name="runId" value={run.id} />
          <p>
            Nothing of this run is applied until it is approved. Approving applies its rows exactly as they arrived.
          </p>
          <button type="submit" name="decision" value="approve">
            Approve and apply
          </button>{" "}
          <button type="submit" name="decision" value="discard">
            Discard
          </button>
        </form>
      ) : null}
      {run.problems.length > 0 ? (
        <table>
          <caption>
            Problems{run.rowsRejected > run.problems.length ? ` (the first ${run.problems.length})` : ""}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="pr-4 text-left">
                Row
              </th>
              <th scope="col" className="pr-4 text-left">
                Column
              </th>
              <th scope="col" className="text-left">
                Reason
              </th>
            </tr>
          </thead>
          <tbody>
            {run.problems.map((p) => (
              <tr key={`${p.row}-${p.column}-${p.reason}`}>
                <td className="pr-4">{p.row === 0 ? "the file" : p.row}</td>
                <td className="pr-4">{p.column}</td>
                <td>{p.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
