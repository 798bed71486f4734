"use client";
import { useActionState } from "react";
import { editDocumentAction } from "@/features/content-desk/actions.server";
import type { EditState } from "@/features/content-desk/edit-input";
import { TAG_FIELDS } from "@/features/content-desk/tags-form";
import { FieldError } from "@/ui/FormMessages";
import { EditorFrame } from "./EditorFrame";

const INPUT = "mt-1 w-full rounded border border-gray-500 bg-white px-2 py-1 font-mono";

/** A site's marketing tags: one id per tag, each checked by the site schema and shown at its field when refused. */
export function TagsEditor(props: {
  site: string;
  tags: Record<string, string>;
  baseVersion: number;
  draftVersion: number;
  canPublish: boolean;
  publishAt: string;
}) {
  const [state, action, pending] = useActionState<EditState, FormData>(editDocumentAction, {});
  return (
    <EditorFrame
      doc={props}
      kind="settings"
      editor="tags"
      state={state}
      action={action}
      pending={pending}
      idPrefix="tags"
      what="the marketing tags"
      className="mt-4 space-y-4"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        {TAG_FIELDS.map(({ key, label, hint }) => {
          const name = `tags.${key}`;
          const id = `tags-${key}`;
          const error = state.fields?.[name];
          return (
            <div key={key}>
              <label htmlFor={id} className="block text-sm font-semibold">
                {label}
              </label>
              <input
                id={id}
                name={name}
                defaultValue={state.values?.[name] ?? props.tags[name] ?? ""}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={error ? true : undefined}
                aria-describedby={[error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(" ")}
                className={INPUT}
              />
              <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
                {hint}
              </p>
              <FieldError name={id} error={error} />
            </div>
          );
        })}
      </div>
    </EditorFrame>
  );
}
