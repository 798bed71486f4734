"use client";
import { useActionState } from "react";
import { editDocumentAction } from "@/features/content-desk/actions.server";
import type { EditState } from "@/features/content-desk/edit-input";
import { imageSizeOf } from "@/features/content-desk/image-crop";
import type { PopupField, PopupView } from "@/features/content-desk/popup-form";
import { EditorField, FIELD_INPUT } from "./EditorField";
import { ImageUpload } from "./ImageUpload";
import { EditorFrame } from "./EditorFrame";

const FIELDS: { key: PopupField; label: string; hint?: string; textarea?: boolean }[] = [
  { key: "title", label: "Title" },
  { key: "description", label: "Description", textarea: true },
  { key: "buttonText", label: "Button text" },
  { key: "linkTo", label: "Link", hint: "A path on the site (/special-offers) or an https address." },
  { key: "expiryDate", label: "Last day shown", hint: "As 2026-12-31: the popup is not shown after that day." },
  { key: "src", label: "Image address", hint: "Set by uploading an image below, or an address of the site's." },
];

/**
 * The site's popup (its own, else its brand's or template's) or none, as fields named as the settings document
 * names them: a problem is shown at its field. Its image is uploaded and cropped like the content's.
 */
export function PopupEditor(props: {
  site: string;
  popup: PopupView;
  baseVersion: number;
  draftVersion: number;
  canPublish: boolean;
  publishAt: string;
}) {
  const [state, action, pending] = useActionState<EditState, FormData>(editDocumentAction, {});
  const shown = (key: PopupField) => state.values?.[`popup.${key}`] ?? props.popup?.[key] ?? "";
  const show = state.values?.["popup.show"] ?? (props.popup ? "popup" : "none");
  return (
    <EditorFrame
      doc={props}
      kind="settings"
      editor="popup"
      state={state}
      action={action}
      pending={pending}
      idPrefix="popup"
      what="the popup"
      className="mt-4 space-y-4"
    >
      <fieldset>
        <legend className="font-semibold">Does the site show a popup?</legend>
        <label className="mt-1 flex items-center gap-2">
          <input type="radio" name="popup.show" value="popup" defaultChecked={show === "popup"} className="h-5 w-5" />
          Show this popup
        </label>
        <label className="mt-1 flex items-center gap-2">
          <input type="radio" name="popup.show" value="none" defaultChecked={show === "none"} className="h-5 w-5" />
          No popup
        </label>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const name = `popup.${field.key}`;
          return (
            <EditorField
              key={field.key}
              id={`popup-${field.key}`}
              label={`Popup: ${field.label.charAt(0).toLowerCase() + field.label.slice(1)}`}
              error={state.fields?.[name]}
              hint={field.hint}
              className={field.textarea ? "sm:col-span-2" : undefined}
            >
              {(control) =>
                field.textarea ? (
                  <textarea rows={3} {...control} name={name} defaultValue={shown(field.key)} className={FIELD_INPUT} />
                ) : (
                  <input {...control} name={name} defaultValue={shown(field.key)} className={FIELD_INPUT} />
                )
              }
            </EditorField>
          );
        })}
        <ImageUpload
          site={props.site}
          prefix="popup"
          idBase="popup-image"
          which="Popup"
          current={props.popup?.src ?? ""}
          size={imageSizeOf("popup")!}
          error={state.fields?.["popup.upload"]}
        />
      </div>
    </EditorFrame>
  );
}
