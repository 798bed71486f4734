"use client";
import { useActionState } from "react";
import { editDocumentAction } from "@/features/content-desk/actions.server";
import type { EditState } from "@/features/content-desk/edit-input";
import { EditMessages } from "./EditMessages";
import { PublishControls } from "./PublishControls";

/**
 * A document as its text (the site's files' JSON), for everything the desk has no form of its own for yet: checked on
 * save by the schemas the server starts with, each problem naming its field.
 */
export function DocumentEditor(props: {
  site: string;
  kind: string;
  title: string;
  body: string;
  baseVersion: number;
  draftVersion: number;
  canPublish: boolean;
  publishAt: string;
}) {
  const [state, action, pending] = useActionState<EditState, FormData>(editDocumentAction, {});
  return (
    <form key={state.answer ?? 0} action={action} className="mt-4 space-y-3">
      <input type="hidden" name="site" value={props.site} />
      <input type="hidden" name="editor" value="document" />
      <input type="hidden" name="kind" value={props.kind} />
      <input type="hidden" name="baseVersion" value={props.baseVersion} />
      <input type="hidden" name="draftVersion" value={props.draftVersion} />
      <EditMessages state={state} />
      <label htmlFor="document-body" className="block font-semibold">
        {props.title} as a document (JSON)
      </label>
      <textarea
        id="document-body"
        name="body"
        rows={24}
        spellCheck={false}
        defaultValue={state.body ?? props.body}
        aria-invalid={state.problems?.length ? true : undefined}
        className="w-full rounded border border-gray-500 bg-white p-2 font-mono text-sm"
      />
      <PublishControls
        idPrefix="document"
        what="the document"
        canPublish={props.canPublish}
        pending={pending}
        publishAt={props.publishAt}
        publishAtError={state.fields?.publishAt}
      />
    </form>
  );
}
