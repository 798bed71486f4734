"use client";
import { useActionState } from "react";
import { editDocumentAction } from "@/features/content-desk/actions.server";
import type { EditState } from "@/features/content-desk/edit-input";
import { EditorFrame } from "./EditorFrame";

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
    <EditorFrame
      doc={props}
      kind={props.kind}
      editor="document"
      state={state}
      action={action}
      pending={pending}
      idPrefix="document"
      what="the document"
      className="mt-4 space-y-3"
    >
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
    </EditorFrame>
  );
}
