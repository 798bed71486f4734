import { notFound } from "next/navigation";
import { instantToLocalTime } from "@/domain/local-time";
import { deskMoment, type DeskPlace } from "@/features/lead-desk";
import { discardDraftAction, restoreVersionAction } from "@/features/content-desk/actions.server";
import { placeDocument } from "@/features/content-desk/desk-documents";
import { staffNames } from "@/features/content-desk/desk-names.db";
import { hoursView } from "@/features/content-desk/hours-view";
import { itemsView } from "@/features/content-desk/items-view";
import { documentState } from "@/features/site-documents/index.server";
import { getDb } from "@/platform/db/db.server";
import { siteConfig } from "@/platform/site/site-registry.server";
import { DocumentEditor } from "./DocumentEditor";
import { HoursEditor } from "./HoursEditor";
import { ItemsEditor } from "./ItemsEditor";

const DONE: Record<string, string> = {
  draft: "Draft saved. It is not on the site until it is published.",
  schedule: "Draft saved and set to publish at its time.",
  publish: "Published: the site shows it now.",
  restored: "The version is published again: the site shows it now.",
  discarded: "Draft discarded.",
};
const REFUSED: Record<string, string> = {
  restore: "Not restored: the document was published since you opened this page. Reload and try again.",
  discard: "The draft changed since you opened this page: reload to see it.",
};

const SMALL_BUTTON = "rounded border border-gray-900 px-3 py-1 text-sm font-semibold hover:bg-gray-100";

/** The content document's lists edited as forms, in the order the desk shows them. */
const LIST_TITLES = { promoCards: "Promo cards", banners: "Home banners", offers: "Offers" } as const;

/**
 * One of a site's documents on the content desk: its editor (the hours form for locations and hours, the document's
 * text for everything), its draft, and every published version with who published it, each restorable.
 */
export async function DocumentPage({
  place,
  site,
  kind,
  query,
}: {
  place: DeskPlace;
  site: string;
  kind: string;
  query: Record<string, string | string[] | undefined>;
}) {
  const doc = placeDocument(place, site, kind);
  if (!doc) notFound();
  const db = await getDb();
  const state = await documentState(db, doc.path);
  if (!state) notFound();
  const timeZone = siteConfig(doc.site.slug)?.timeZone ?? "Australia/Sydney";
  const names = await staffNames(db, [state.draft?.savedBy ?? null, ...state.versions.map((v) => v.publishedBy)]);
  const who = (id: string | null, origin: string) =>
    id ? (names.get(id) ?? "a former member") : origin === "import" ? "an import" : "the site files";
  const draft = state.draft;
  const opened = draft?.body ?? state.published.body;
  const hours = doc.deskKind === "hours" ? hoursView(opened) : null;
  const lists = doc.deskKind === "content" ? itemsView(opened) : null;
  const editorKey = `${state.published.version}-${draft?.draftVersion ?? 0}`;
  const done = typeof query.done === "string" ? DONE[query.done] : undefined;
  const refused = typeof query.refused === "string" ? REFUSED[query.refused] : undefined;
  const common = {
    site: doc.site.slug,
    baseVersion: draft?.baseVersion ?? state.published.version,
    draftVersion: draft?.draftVersion ?? 0,
    canPublish: doc.rights.publish,
    publishAt: draft?.publishAt ? instantToLocalTime(draft.publishAt, timeZone) : "",
  };
  return (
    <main className="mx-auto max-w-4xl p-4 sm:p-8">
      <p>
        <a href="/content" className="underline">
          Content
        </a>{" "}
        / {doc.site.name}
      </p>
      <h1 className="mt-1 text-2xl font-bold">
        {doc.title} <span className="text-lg font-normal">of {doc.site.name}</span>
      </h1>
      {done && (
        <p role="status" className="mt-3 rounded border border-green-700 bg-green-50 p-3 font-semibold text-green-900">
          {done}
        </p>
      )}
      {refused && (
        <p role="alert" className="mt-3 rounded border border-red-700 bg-red-50 p-3 font-semibold text-red-900">
          {refused}
        </p>
      )}
      <p className="mt-3">
        Published version {state.published.version}, {deskMoment(state.published.publishedAt, timeZone)} by{" "}
        {who(state.published.publishedBy, state.published.origin)}.
      </p>
      {draft && (
        <div className="mt-2 rounded border border-amber-700 bg-amber-50 p-3">
          <p>
            A draft from version {draft.baseVersion}, saved {deskMoment(draft.savedAt, timeZone)} by{" "}
            {who(draft.savedBy, "console")}
            {draft.publishAt ? `, set to publish ${deskMoment(draft.publishAt, timeZone)}` : ""}. The editor below shows
            the draft.
          </p>
          <form action={discardDraftAction} className="mt-2">
            <input type="hidden" name="site" value={doc.site.slug} />
            <input type="hidden" name="kind" value={doc.deskKind} />
            <input type="hidden" name="draftVersion" value={draft.draftVersion} />
            <button type="submit" className={SMALL_BUTTON}>
              Discard the draft
            </button>
          </form>
        </div>
      )}
      {hours && (
        <section aria-labelledby="hours-heading" className="mt-6">
          <h2 id="hours-heading" className="text-xl font-semibold">
            Opening hours and special days
          </h2>
          <HoursEditor key={editorKey} {...common} locations={hours} />
        </section>
      )}
      {lists &&
        (["promoCards", "banners", "offers"] as const).map((kind) => (
          <section key={kind} aria-labelledby={`${kind}-heading`} className="mt-6">
            <h2 id={`${kind}-heading`} className="text-xl font-semibold">
              {LIST_TITLES[kind]}
            </h2>
            <ItemsEditor key={editorKey} {...common} kind={kind} items={lists[kind]} />
          </section>
        ))}
      <details className="mt-8" open={!hours && !lists}>
        <summary className="cursor-pointer text-xl font-semibold">Edit as a document</summary>
        <DocumentEditor key={editorKey} {...common} kind={doc.deskKind} title={doc.title} body={opened} />
      </details>
      <section aria-labelledby="versions-heading" className="mt-8">
        <h2 id="versions-heading" className="text-xl font-semibold">
          Published versions
        </h2>
        <ol className="mt-2 space-y-2">
          {state.versions.map((v) => (
            <li key={v.version} className="flex flex-wrap items-center gap-3">
              <span>
                Version {v.version}, {deskMoment(v.publishedAt, timeZone)} by {who(v.publishedBy, v.origin)}
                {v.version === state.published.version ? " (published now)" : ""}
              </span>
              {doc.rights.publish && v.version !== state.published.version && (
                <form action={restoreVersionAction}>
                  <input type="hidden" name="site" value={doc.site.slug} />
                  <input type="hidden" name="kind" value={doc.deskKind} />
                  <input type="hidden" name="version" value={v.version} />
                  <input type="hidden" name="currentVersion" value={state.published.version} />
                  <button type="submit" className={SMALL_BUTTON}>
                    Restore version {v.version}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
