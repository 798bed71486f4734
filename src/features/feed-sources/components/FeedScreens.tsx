import { notFound } from "next/navigation";
import { roleMay } from "@/features/staff";
import { getDb } from "@/platform/db/db.server";
import { revokeKeyAction } from "@/features/feed-sources/actions.server";
import { listKeys } from "@/features/feed-sources/api-keys.db";
import { feedPlace, idOf } from "@/features/feed-sources/feed-place";
import { PLATFORM_COLUMNS } from "@/features/feed-sources/platform-columns";
import { shownUrl } from "@/features/feed-sources/pull-url";
import { feedSites, listSources, sourceFor } from "@/features/feed-sources/sources.db";
import { FeedList } from "./FeedList";
import { NewKeyForm } from "./KeysPanel";
import { SourceForm } from "./SourceForm";
import { UploadForm } from "./UploadForm";

type Staff = Parameters<typeof feedPlace>[0];

function readablePlace(staff: Staff) {
  const place = feedPlace(staff);
  if (!place || !roleMay(place.member.role, "feed", "read")) notFound();
  return place;
}

/** /feeds: the sources of the sites the member may read feeds of. */
export async function FeedsIndex({ staff }: { staff: Staff }) {
  const place = readablePlace(staff);
  const db = await getDb();
  const sources = await listSources(db, place, place.siteIds);
  const canCreate = (await feedSites(db, place, place.siteIds, "update")).length > 0;
  return <FeedList sources={sources} canCreate={canCreate} />;
}

/** /feeds/new: a new source on a site the member may update feeds of. */
export async function NewFeedSource({ staff }: { staff: Staff }) {
  const place = readablePlace(staff);
  const sites = await feedSites(await getDb(), place, place.siteIds, "update");
  if (sites.length === 0) notFound();
  return (
    <div>
      <h1>New feed source</h1>
      <SourceForm
        sites={sites.map((s) => ({ id: s.siteId, name: s.name }))}
        columns={PLATFORM_COLUMNS}
        values={{
          name: "",
          kind: "upload",
          format: "csv",
          url: "",
          everyMinutes: 60,
          fullFeed: true,
          maxRemovedPercent: 20,
          enabled: true,
          mapping: {},
        }}
      />
    </div>
  );
}

const day = (d: Date | null) => (d ? `${d.toISOString().slice(0, 16).replace("T", " ")} UTC` : "never");

/** /feeds/[id]: a source's settings, its push keys (push sources) and a file upload; out of scope answers 404. */
export async function FeedSourceScreen({
  staff,
  id,
  query,
}: {
  staff: Staff;
  id: string;
  query: Record<string, string | string[] | undefined>;
}) {
  const place = readablePlace(staff);
  const sourceId = idOf(id);
  if (sourceId === null) notFound();
  const db = await getDb();
  const source = await sourceFor(db, place, place.siteIds, sourceId, "update");
  if (!source) notFound();
  const keys = source.kind === "push" ? await listKeys(db, source.id) : [];
  return (
    <div>
      <h1>{source.name}</h1>
      <p>
        {source.siteName} · <a href={`/feeds/${source.id}/runs`}>Runs</a>
      </p>
      {query.saved ? <p role="status">The source is saved.</p> : null}
      {query.revoked ? <p role="status">The key is revoked.</p> : null}
      <h2>Settings</h2>
      <SourceForm
        sites={[]}
        columns={PLATFORM_COLUMNS}
        values={{
          id: source.id,
          name: source.name,
          kind: source.kind,
          format: source.format,
          // Never shown back (its query may carry the dealer's token): left empty, the saved address is kept.
          url: "",
          everyMinutes: source.everyMinutes,
          fullFeed: source.fullFeed,
          maxRemovedPercent: Math.round(source.maxRemovedShare * 100),
          enabled: source.enabled,
          mapping: source.mapping,
        }}
      />
      {source.url ? <p>Pulls from {shownUrl(source.url)} (leave the address empty to keep it)</p> : null}
      <h2>Upload a file</h2>
      <UploadForm sourceId={source.id} />
      {source.kind === "push" ? (
        <section id="keys" aria-labelledby="keys-heading">
          <h2 id="keys-heading">Push API keys</h2>
          <p>
            Push with <code>POST /api/feeds/push</code> on the console&apos;s address, header{" "}
            <code>Authorization: Bearer &lt;key&gt;</code>, the feed file ({source.format}) as the body.
          </p>
          {keys.length ? (
            <table>
              <caption>Keys of {source.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Starts with</th>
                  <th scope="col">Created</th>
                  <th scope="col">Last used</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {keys.map((k) => (
                  <tr key={k.id}>
                    <td>{k.name}</td>
                    <td>
                      <code>{k.prefix}…</code>
                    </td>
                    <td>{day(k.createdAt)}</td>
                    <td>{day(k.lastUsedAt)}</td>
                    <td>
                      {k.revokedAt ? (
                        `revoked ${day(k.revokedAt)}`
                      ) : (
                        <form action={revokeKeyAction}>
                          <input type="hidden" name="id" value={source.id} />
                          <input type="hidden" name="keyId" value={k.id} />
                          <button type="submit">Revoke {k.name}</button>
                        </form>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>No keys yet.</p>
          )}
          <NewKeyForm sourceId={source.id} />
        </section>
      ) : null}
    </div>
  );
}
