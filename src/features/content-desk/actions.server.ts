"use server";
import "server-only";
import { notFound, redirect } from "next/navigation";
import { localTimeToInstant } from "@/domain/local-time";
import { deskPlace } from "@/features/lead-desk";
import {
  discardDraft,
  documentState,
  publishDocument,
  restoreVersion,
  saveDraft,
  type DocumentWrite,
} from "@/features/site-documents/index.server";
import { requireStaff } from "@/features/staff/index.server";
import { getDb } from "@/platform/db/db.server";
import { imageUrl } from "@/features/images";
import { servedSiteTree } from "@/platform/site/served-site-tree";
import { siteConfig } from "@/platform/site/site-registry.server";
import { placeDocument, type DeskDocument } from "./desk-documents";
import { DOCUMENT_MAX_CHARS, isIntent, refusal, versionField, type EditState } from "./edit-input";
import { formApplier } from "./form-appliers";
import { cropFocus, imageSizeOf } from "./image-crop";
import { cropImage, dropImage, storeImage } from "./image-upload.server";

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/** The document a form names, for a member who may do `right` with it; anything else is not found. */
async function documentOfForm(form: FormData, right: "draft" | "publish") {
  const place = deskPlace(await requireStaff());
  if (!place) notFound();
  const doc = placeDocument(place, text(form.get("site")), text(form.get("kind")));
  if (!doc || !doc.rights[right]) notFound();
  return { place, doc, timeZone: siteConfig(doc.site.slug)?.timeZone ?? "Australia/Sydney" };
}

const pageOf = (doc: DeskDocument) => `/content/${doc.site.slug}/${doc.deskKind}`;

const UPLOAD = /^(item:\d{1,4}|popup|page:\d{1,4}\.blocks\.\d{1,4}\.[a-z]{1,20}:\d{1,3})\.upload$/;
/** Which editor may upload for a field prefix: the popup's, an item's (offers, cards, banners) or a page list's. */
const uploaderOf = (prefix: string) => (prefix === "popup" ? "popup" : prefix.startsWith("page:") ? "pages" : "items");
type Uploaded = Map<string, { key: string; url: string; width: number; height: number }>;

/**
 * The images a form uploads (`{item:row|popup|page:…:row}.upload`, cropped at `….focus`), each decoded, cropped to its editor's
 * size and kept in the media store, by the field prefix they belong to; or the first one refused, at its field, with
 * nothing kept.
 */
async function uploadedImages(
  form: FormData,
  editor: string,
): Promise<{ ok: true; images: Uploaded } | { ok: false; field: string; message: string }> {
  const images: Uploaded = new Map();
  const size = imageSizeOf(editor);
  for (const [name, value] of form.entries()) {
    const m = UPLOAD.exec(name);
    if (!size || !m || !(value instanceof File) || value.size === 0) continue;
    const uploader = uploaderOf(m[1]!);
    if (uploader !== (editor === "popup" || editor === "pages" ? editor : "items")) continue;
    const cropped = await cropImage(Buffer.from(await value.arrayBuffer()), size, cropFocus(form.get(`${m[1]}.focus`)));
    if (!cropped.ok) {
      await Promise.all([...images.values()].map((image) => dropImage(image.key)));
      return { ok: false, field: name, message: cropped.message };
    }
    const stored = await storeImage(cropped.jpeg);
    images.set(m[1]!, { ...stored, width: cropped.width, height: cropped.height });
  }
  return { ok: true, images };
}

/**
 * Saves a document's draft, schedules its publish or publishes it, from the document editor (its text) or a form of
 * its fields (form-appliers.ts: the hours; the promo cards, offers and banners; a page; the marketing tags), applied to the draft or published version it was opened on. Checked by the server's own
 * schemas and the version the editor started from: refused with the problems or the conflict, changing nothing.
 */
export async function editDocumentAction(state: EditState, form: FormData): Promise<EditState> {
  const answer = await editDocument(form);
  return { ...answer, answer: (state.answer ?? 0) + 1 };
}

async function editDocument(form: FormData): Promise<EditState> {
  const intent = form.get("intent");
  if (!isIntent(intent)) notFound();
  const { place, doc, timeZone } = await documentOfForm(form, intent === "draft" ? "draft" : "publish");
  const baseVersion = versionField(form.get("baseVersion"));
  const draftVersion = versionField(form.get("draftVersion"));
  const db = await getDb();
  const state = await documentState(db, doc.path);
  if (!state) notFound();
  if (baseVersion === null || draftVersion === null)
    return { problems: ["The form is incomplete: reload the page and try again."] };

  let body: string;
  let fieldOf: (problemField: string) => string | null = () => null;
  let nameOf: (formField: string) => string | null = () => null;
  const values: Record<string, string> = {};
  const editor = text(form.get("editor"));
  let uploaded: Uploaded = new Map();
  if (editor === "document") body = text(form.get("body"));
  else {
    for (const [name, value] of form.entries()) if (typeof value === "string") values[name] = value;
    const opened = state.draft && state.draft.draftVersion === draftVersion ? state.draft.body : state.published.body;
    const upload = await uploadedImages(form, editor);
    if (!upload.ok) return { problems: [upload.message], fields: { [upload.field]: upload.message }, values };
    uploaded = upload.images;
    const images = new Map(
      [...uploaded].flatMap(([prefix, image]) =>
        uploaderOf(prefix) === "items" ? [[Number(prefix.slice(5)), image] as const] : [],
      ),
    );
    const popupImage = uploaded.get("popup");
    if (popupImage) values["popup.src"] = imageUrl(popupImage.url);
    const applied = formApplier(editor, doc.deskKind)?.(opened, Object.entries(values), {
      images,
      uploads: uploaded,
      tree: servedSiteTree(),
    });
    if (!applied) await Promise.all([...uploaded.values()].map((image) => dropImage(image.key)));
    if (applied === undefined) return { problems: ["The form is incomplete: reload the page and try again."] };
    if (!applied) return { problems: ["This document is not valid JSON: edit it as a document below."], values };
    ({ body, fieldOf } = applied);
    if (applied.nameOf) nameOf = applied.nameOf;
  }
  // What is refused below changes nothing: the images uploaded for it leave the store again.
  const dropUploads = () => Promise.all([...uploaded.values()].map((image) => dropImage(image.key)));
  if (body.length > DOCUMENT_MAX_CHARS) {
    await dropUploads();
    return { problems: [`Document: over ${DOCUMENT_MAX_CHARS / 1024} kB; make it shorter.`], body, values };
  }

  let publishAt: Date | null = null;
  if (intent === "schedule") {
    publishAt = localTimeToInstant(text(form.get("publishAt")), timeZone);
    if (!publishAt || publishAt.getTime() <= Date.now()) {
      await dropUploads();
      return {
        fields: { publishAt: "Publish at: enter a date and time that has not passed." },
        problems: ["Publish at: enter a date and time that has not passed."],
        body,
        values,
      };
    }
  }
  const root = servedSiteTree().root;
  const by = { id: place.userId, groupId: place.member.groupId };
  let result: DocumentWrite;
  if (intent === "publish") {
    result = await publishDocument(db, root, { path: doc.path, body, baseVersion, by, origin: "console" });
    // The editor's draft is what was just published.
    if (result.ok && draftVersion > 0) await discardDraft(db, { path: doc.path, draftVersion });
  } else result = await saveDraft(db, root, { path: doc.path, body, baseVersion, draftVersion, by, publishAt });
  // The pages editor comes back to the page it edited (or added).
  const row = editor === "pages" ? versionField(form.get("pageRow")) : null;
  if (result.ok) redirect(`${pageOf(doc)}?${row === null ? "" : `page=${row}&`}done=${intent}`);
  await dropUploads();
  const refused = refusal(result, timeZone);
  const fields: Record<string, string> = {};
  const problems = (refused.problems ?? []).map((problem) => {
    const field = fieldOf(problem.slice(0, problem.indexOf(":")));
    const reason = problem.slice(problem.indexOf(":") + 1).trim();
    // A field inside a list is named after its item in its message and in the list of problems ("Card 2: title").
    const name = field ? nameOf(field) : null;
    const message = name ? `${name} ${reason}` : reason;
    if (field && !fields[field]) fields[field] = message;
    const block = /\.blocks\.(\d+)\./.exec(field ?? "");
    return name && block
      ? `Block ${Number(block[1]) + 1}, ${name.charAt(0).toLowerCase()}${name.slice(1)} ${reason}`
      : problem;
  });
  return { ...refused, ...(refused.problems ? { problems } : {}), fields, body, values };
}

/** Publishes an earlier version again over the current one, for a member who may publish the document. */
export async function restoreVersionAction(form: FormData): Promise<void> {
  const { place, doc } = await documentOfForm(form, "publish");
  const version = versionField(form.get("version"));
  const currentVersion = versionField(form.get("currentVersion"));
  if (version === null || currentVersion === null) notFound();
  const result = await restoreVersion(await getDb(), servedSiteTree().root, {
    path: doc.path,
    version,
    currentVersion,
    by: { id: place.userId, groupId: place.member.groupId },
  });
  if (!result.ok && result.reason === "missing") notFound();
  redirect(`${pageOf(doc)}?${result.ok ? `done=restored&version=${version}` : `refused=restore`}`);
}

/** Drops the document's draft, as the member saw it. */
export async function discardDraftAction(form: FormData): Promise<void> {
  const { doc } = await documentOfForm(form, "draft");
  const draftVersion = versionField(form.get("draftVersion"));
  if (draftVersion === null) notFound();
  const gone = await discardDraft(await getDb(), { path: doc.path, draftVersion });
  redirect(`${pageOf(doc)}?${gone ? "done=discarded" : "refused=discard"}`);
}
