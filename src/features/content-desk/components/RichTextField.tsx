"use client";
import { useEffect, useState, type ComponentType } from "react";
import { FieldError } from "@/ui/FormMessages";
import type { RichTextEditorProps } from "./RichTextEditor";

const INPUT = "mt-1 w-full rounded border border-gray-500 bg-white px-2 py-1";

/**
 * A rich-text field of a page: its HTML in a plain textarea without JavaScript (the form posts it as it is), the
 * TipTap editor with its toolbar once the page runs scripts. The editor is loaded on demand, so only the pages that
 * show this field load it (the console's content desk; never a shopper's page). Either way the HTML is sanitised on
 * save and on render.
 */
export function RichTextField(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
}) {
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import("./RichTextEditor").then((m) => live && setEditor(() => m.RichTextEditor));
    return () => {
      live = false;
    };
  }, []);
  const described = [props.error ? `${props.id}-error` : null, props.hint ? `${props.id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="sm:col-span-2">
      <label id={`${props.id}-label`} htmlFor={props.id} className="block text-sm font-semibold">
        {props.label}
      </label>
      {Editor ? (
        <Editor {...props} describedBy={described || undefined} />
      ) : (
        <textarea
          id={props.id}
          name={props.name}
          rows={8}
          defaultValue={props.value}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={described || undefined}
          className={`${INPUT} font-mono text-sm`}
        />
      )}
      {props.hint && (
        <p id={`${props.id}-hint`} className="mt-1 text-sm text-gray-700">
          {props.hint}
        </p>
      )}
      <FieldError name={props.id} error={props.error} />
    </div>
  );
}
