"use server";
import "server-only";
import { randomUUID } from "node:crypto";
import { notFound, redirect } from "next/navigation";
import { requireStaff } from "@/features/staff/index.server";
import { runFeed } from "@/features/stock-feeds/index.server";
import { getDb } from "@/platform/db/db.server";
import { env, feedPullAllowsLocal } from "@/platform/env";
import { createKey, revokeKey } from "./api-keys.db";
import { feedPlace, idOf } from "./feed-place";
import { PLATFORM_COLUMNS } from "./platform-columns";
import { parseSourceForm } from "./source-input";
import { createSource, sourceFor, updateSource } from "./sources.db";

/** An uploaded feed file: 10 MB, as a push. */
const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

const allowLocal = () => feedPullAllowsLocal(env());

async function place() {
  const p = feedPlace(await requireStaff());
  if (!p) notFound();
  return p;
}

export interface FormState {
  errors?: Record<string, string>;
  message?: string;
  /** What was sent, so a form sent back keeps every field as typed (React resets a form after its action). */
  values?: Record<string, string>;
  /**
   * A new id for every answer: the form is keyed by it and drawn afresh, since React's reset after an action puts a
   * select back to its first default, not to the value sent back.
   */
  attempt?: string;
}

const sent = (form: FormData, keptUrl: boolean): Record<string, string> =>
  Object.fromEntries(
    [...form.entries()].filter(
      // A kept address is the stored one (it may carry the dealer's token): never sent back to the browser.
      ([k, v]) => typeof v === "string" && !k.startsWith("$") && !(keptUrl && k === "url"),
    ) as [string, string][],
  );

/** A source's settings form (new or existing): saved, or sent back with a message on each bad field. */
export async function saveSourceAction(_state: FormState, form: FormData): Promise<FormState> {
  const who = await place();
  const db = await getDb();
  const id = idOf(form.get("id"));
  // The saved address is never shown back (its query may carry the dealer's token): left empty, it is kept.
  const keptUrl = id !== null && !String(form.get("url") ?? "").trim();
  if (keptUrl) {
    const current = await sourceFor(db, who, who.siteIds, id, "update");
    if (current?.url) form.set("url", current.url);
  }
  const parsed = parseSourceForm(form, PLATFORM_COLUMNS, { allowLoopbackHttp: allowLocal() });
  if (!parsed.ok)
    return {
      errors: parsed.errors,
      message: "Nothing was saved: correct the fields marked.",
      values: sent(form, keptUrl),
      attempt: randomUUID(),
    };
  const siteId = idOf(form.get("siteId"));
  const result =
    id !== null
      ? await updateSource(db, who, who.siteIds, id, parsed.value)
      : siteId !== null
        ? await createSource(db, who, who.siteIds, siteId, parsed.value)
        : ({ ok: false, reason: "not-found" } as const);
  if (!result.ok && result.reason === "not-found") notFound();
  if (!result.ok)
    return {
      errors: { name: "The site has a source of that name" },
      message: "Nothing was saved.",
      values: sent(form, keptUrl),
      attempt: randomUUID(),
    };
  redirect(`/feeds/${result.id}?saved=1`);
}

export interface KeyState {
  key?: string;
  error?: string;
}

/** Makes a push key and shows it once, on this answer only. */
export async function createKeyAction(_state: KeyState, form: FormData): Promise<KeyState> {
  const who = await place();
  const id = idOf(form.get("id"));
  if (id === null) notFound();
  const name = String(form.get("keyName") ?? "").trim();
  if (!name || name.length > 60) return { error: "Give the key a name (up to 60 characters)" };
  const result = await createKey(await getDb(), who, who.siteIds, id, name);
  if (!result.ok && result.reason === "not-found") notFound();
  if (!result.ok) return { error: "Only a push source has keys" };
  return { key: result.key };
}

export async function revokeKeyAction(form: FormData): Promise<void> {
  const who = await place();
  const id = idOf(form.get("id"));
  const keyId = idOf(form.get("keyId"));
  if (id === null || keyId === null) notFound();
  const db = await getDb();
  if (!(await sourceFor(db, who, who.siteIds, id, "update"))) notFound();
  await revokeKey(db, who, who.siteIds, id, keyId);
  redirect(`/feeds/${id}?revoked=1#keys`);
}

export interface UploadState {
  error?: string;
  summary?: {
    runId: number;
    status: string;
    added: number;
    updated: number;
    unchanged: number;
    rejected: number;
    sold: number;
    problems: { row: number; column: string; reason: string }[];
    message: string | null;
  };
}

/** A feed file uploaded on the source's page: run at once (trigger "upload"), its summary shown with a link to the run. */
export async function uploadFeedAction(_state: UploadState, form: FormData): Promise<UploadState> {
  const who = await place();
  const id = idOf(form.get("id"));
  if (id === null) notFound();
  const db = await getDb();
  if (!(await sourceFor(db, who, who.siteIds, id, "update"))) notFound();
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return { error: "Choose the feed file to upload" };
  if (file.size > UPLOAD_MAX_BYTES) return { error: "The file is over 10 MB" };
  const summary = await runFeed(db, {
    sourceId: id,
    trigger: "upload",
    body: await file.text(),
    actorUserId: who.userId,
  });
  if (!summary) notFound();
  if ("busy" in summary) return { error: "A run of this source is under way: try again shortly" };
  return { summary: { ...summary, problems: summary.problems.slice(0, 50) } };
}
