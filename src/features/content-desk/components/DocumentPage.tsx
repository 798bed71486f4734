import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { instantToLocalTime } from "@/domain/local-time";
import { deskMoment, type DeskPlace } from "@/features/lead-desk";
import { discardDraftAction, restoreVersionAction } from "@/features/content-desk/actions.server";
import { placeDocument } from "@/features/content-desk/desk-documents";
import { staffNames } from "@/features/content-desk/desk-names.db";
import { hoursView } from "@/features/content-desk/hours-view";
import { inheritedSettings } from "@/features/content-desk/inherited-settings";
import { itemsView } from "@/features/content-desk/items-view";
import { tagsView } from "@/features/content-desk/tags-form";
import { pagesView } from "@/features/content-desk/pages-view";
import { documentState } from "@/features/site-documents/index.server";
import { getDb } from "@/platform/db/db.server";
import { HTTPS_HEADER, requestHost } from "@/platform/http/request-rules";
import type { SiteConfig } from "@/platform/site/config-schema";
import { menusView } from "@/features/content-desk/menus-form";
import { popupView } from "@/features/content-desk/popup-form";
import { servedSiteTree } from "@/platform/site/served-site-tree";
import { siteConfig } from "@/platform/site/site-registry.server";
import { issuePreviewToken } from "@/platform/site/site-preview.server";
import { siteOriginFromConsole } from "@/platform/site/site-origin";
import { DocumentEditor } from "./DocumentEditor";
import { HoursEditor } from "./HoursEditor";
import { ItemsEditor } from "./ItemsEditor";
import { TagsEditor } from "./TagsEditor";
import { PagesEditor } from "./PagesEditor";
import { MenusEditor } from "./MenusEditor";
import { PopupEditor } from "./PopupEditor";

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

/**
 * The draft's preview on the site's own host: a link signed for this site, for an hour (site-preview.server.ts), for
 * any of its documents (settings, content, and its dealer document's hours, which the location pages read from a draft
 * in a preview); none where the site has no host to send it to.
 */
async function previewHref(config: SiteConfig | null): Promise<string | null> {
  if (!config) return null;
  const request = await headers();
  const origin = siteOriginFromConsole(config, requestHost(request), request.get(HTTPS_HEADER) === "1");
  return origin ? `${origin}/preview?token=${encodeURIComponent(await issuePreviewToken(config.slug))}` : null;
}
/** The legal pages a site shows the platform's words on until its content has its own page at their path. */
const LEGAL_PAGES = [
  { slug: "privacy-policy", title: "Privacy Policy", text: "privacyPolicy" },
  { slug: "terms-and-conditions", title: "Terms And Conditions", text: "termsOfUse" },
] as const;
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const SMALL_BUTTON = "rounded border border-gray-900 px-3 py-1 text-sm font-semibold hover:bg-gray-100";

/** The content document's lists edited as forms, in the order the desk shows them. */
const LIST_TITLES = { promoCards: "Promo cards", banners: "Home banners", offers: "Offers" } as const;

/**
 * One of a site's documents on the content desk: its editors (the hours form for locations and hours; the promo cards'
 * and offers' forms and a list of the pages with one page's editor for content; the marketing tags', menus' and
 * popup's forms for settings; the document's text for everything), its draft, and every published version with who
 * published it, each restorable.
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
  const config = siteConfig(doc.site.slug);
  const timeZone = config?.timeZone ?? "Australia/Sydney";
  const names = await staffNames(db, [state.draft?.savedBy ?? null, ...state.versions.map((v) => v.publishedBy)]);
  const who = (id: string | null, origin: string) =>
    id ? (names.get(id) ?? "a former member") : origin === "import" ? "an import" : "the site files";
  const draft = state.draft;
  // Whoever reads the document may see its draft on the site (the page itself is only theirs).
  const preview = draft && doc.rights.read ? await previewHref(config) : null;
  const opened = draft?.body ?? state.published.body;
  const hours = doc.deskKind === "hours" ? hoursView(opened) : null;
  const lists = doc.deskKind === "content" ? itemsView(opened) : null;
  const tags = doc.deskKind === "settings" ? tagsView(opened) : null;
  const pages = doc.deskKind === "content" ? pagesView(opened) : null;
  // The page being edited: ?page={row} of the list, or ?page=new for the row after the last.
  const pageRow = !pages ? null : query.page === "new" ? pages.length : Number(query.page ?? NaN);
  const legal = LEGAL_PAGES.find((l) => l.slug === query.legal && !pages?.some((p) => p.path === `/${l.slug}`));
  const prefill = legal && {
    title: legal.title,
    path: `/${legal.slug}`,
    description: `The ${legal.title.toLowerCase()} of ${doc.site.name}.`,
    html: (config?.legal[legal.text] ?? "")
      .split(/\n{2,}/)
      .map((para) => `<p>${escapeHtml(para.trim())}</p>`)
      .join(""),
  };
  const editedPage = pages && pageRow !== null && pageRow >= 0 && pageRow <= pages.length ? pageRow : null;
  const inherited = doc.deskKind === "settings" ? inheritedSettings(servedSiteTree(), opened) : null;
  const menus = inherited ? menusView(opened, inherited.navigation) : null;
  const popup = inherited ? popupView(opened, inherited.popup) : undefined;
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
          {preview && (
            <p className="mt-2">
              <a href={preview} target="_blank" rel="noopener" className="font-semibold underline">
                Preview the draft
              </a>{" "}
              on the site (opens its pages with this site&apos;s drafts, for an hour, in this browser only).
            </p>
          )}
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
      {tags && (
        <section aria-labelledby="tags-heading" className="mt-6">
          <h2 id="tags-heading" className="text-xl font-semibold">
            Marketing tags
          </h2>
          <p className="mt-1 text-sm">
            Your own measurement tags on every page of this site. The site lets in each tag&apos;s hosts only while its
            id is set here, and only on this site.
          </p>
          <TagsEditor key={editorKey} {...common} tags={tags} />
        </section>
      )}
      {pages && (
        <section aria-labelledby="pages-heading" className="mt-6">
          <h2 id="pages-heading" className="text-xl font-semibold">
            Pages
          </h2>
          <p className="mt-1">
            Every page of the site&apos;s own, legal pages among them. Pick one to edit its blocks.
          </p>
          <ul className="mt-2 divide-y divide-gray-200 rounded border border-gray-300">
            {pages.map((p) => (
              <li key={p.row} className="flex flex-wrap items-center justify-between gap-2 p-2">
                <span>
                  <span className="font-semibold">{p.title || "Untitled"}</span> <code>{p.path}</code>
                </span>
                <a
                  href={`?page=${p.row}#page-editor`}
                  className={SMALL_BUTTON}
                  aria-current={editedPage === p.row ? "page" : undefined}
                >
                  Edit {p.title || p.path}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex flex-wrap gap-2">
            <a href="?page=new#page-editor" className={SMALL_BUTTON}>
              Add a page
            </a>
            {LEGAL_PAGES.filter((l) => !pages.some((p) => p.path === `/${l.slug}`)).map((l) => (
              <a key={l.slug} href={`?page=new&legal=${l.slug}#page-editor`} className={SMALL_BUTTON}>
                Add the {l.title.toLowerCase()} as a page
              </a>
            ))}
          </p>
          {editedPage !== null && (
            <section
              id="page-editor"
              aria-labelledby="page-editor-heading"
              className="mt-4 rounded border border-gray-400 p-3"
            >
              <h3 id="page-editor-heading" className="text-lg font-semibold">
                {editedPage < pages.length
                  ? `Page: ${pages[editedPage]!.title || pages[editedPage]!.path}`
                  : "A new page"}
              </h3>
              <PagesEditor
                key={`${editorKey}-${editedPage}-${legal?.slug ?? ""}`}
                {...common}
                row={editedPage}
                page={pages[editedPage] ?? null}
                prefill={prefill}
              />
            </section>
          )}
        </section>
      )}
      {menus && (
        <section aria-labelledby="menus-heading" className="mt-6">
          <h2 id="menus-heading" className="text-xl font-semibold">
            Header and footer menus
          </h2>
          <MenusEditor key={editorKey} {...common} header={menus.header} footer={menus.footer} />
        </section>
      )}
      {popup !== undefined && (
        <section aria-labelledby="popup-heading" className="mt-6">
          <h2 id="popup-heading" className="text-xl font-semibold">
            Popup
          </h2>
          <PopupEditor key={editorKey} {...common} popup={popup} />
        </section>
      )}
      <details className="mt-8" open={!hours && !lists && !menus}>
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
