"use client";
import { useState } from "react";
import { MAX_NEW_ROWS, type ListField, type ListShape } from "@/features/content-desk/block-lists";
import type { EditState } from "@/features/content-desk/edit-input";
import { FieldError } from "@/ui/FormMessages";
import { EditorField, FIELD_INPUT } from "./EditorField";
import { ImageUpload } from "./ImageUpload";
import type { useMovableLists } from "./MovableList";

const BUTTON = "rounded border border-gray-900 px-2 py-1 text-sm font-semibold hover:bg-gray-100";
const lower = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** The blank rows a refused save sent filled in (drawn again so nothing typed is lost); one at least. */
function blanksSent(name: string, count: number, values: Record<string, string> | undefined): number {
  let last = count;
  for (const [field, value] of Object.entries(values ?? {})) {
    const m = field.startsWith(`${name}:`) ? /^(\d{1,3})\.(?!position$)/.exec(field.slice(name.length + 1)) : null;
    if (m && value.trim() !== "") last = Math.max(last, Number(m[1]) + 1);
  }
  return Math.min(Math.max(last - count, 1), MAX_NEW_ROWS);
}

/**
 * A list inside a page's block (its cards, images, models or services) as rows of labelled fields, named after where
 * they sit (`{name}:{row}.{field}`, block-lists.ts): each item's fields, its image (the current one, an upload and
 * its crop) where items have one, a Remove checkbox, and its place (moved as the menus are, MovableList.tsx). A blank
 * row at the end adds an item once filled; with script, "Add" draws another, and the last one drawn can be dropped.
 * A single object (a plan's standard terms) is one group of fields.
 */
export function BlockListField(props: {
  site: string;
  /** The list's field name, `page:0.blocks.2.cards`. */
  name: string;
  idBase: string;
  /** What the list is called ("Block 2: cards"). */
  label: string;
  hint?: string;
  shape: ListShape;
  items: Record<string, string>[];
  state: EditState;
  lists: ReturnType<typeof useMovableLists>;
}) {
  const { name, shape, state, lists } = props;
  const count = props.items.length;
  const [blanks, setBlanks] = useState(() => blanksSent(name, count, state.values));
  const noun = lower(shape.noun);
  const idOf = (row: number, key: string) => `${props.idBase}-${row}-${key.replace(/\./g, "-")}`;

  const control = (row: number, field: ListField, shown: string, which: string) => {
    const fieldName = `${name}:${row}.${field.key}`;
    return (
      <EditorField
        key={field.key}
        id={idOf(row, field.key)}
        label={`${which}: ${lower(field.label)}`}
        error={state.fields?.[fieldName]}
        hint={field.hint}
        className={field.kind === "textarea" ? "sm:col-span-2" : undefined}
      >
        {(control) =>
          field.kind === "textarea" ? (
            <textarea
              rows={2}
              {...control}
              name={fieldName}
              defaultValue={state.values?.[fieldName] ?? shown}
              className={FIELD_INPUT}
            />
          ) : (
            <input
              inputMode={field.kind === "number" ? "numeric" : undefined}
              {...control}
              name={fieldName}
              defaultValue={state.values?.[fieldName] ?? shown}
              className={FIELD_INPUT}
            />
          )
        }
      </EditorField>
    );
  };

  const fields = (row: number, item: Record<string, string>, which: string) => (
    <div className="grid gap-3 sm:grid-cols-2">
      {shape.fields.map((f) => control(row, f, item[f.key] ?? "", which))}
      {shape.image && (
        <ImageUpload
          site={props.site}
          prefix={`${name}:${row}`}
          idBase={idOf(row, "image")}
          which={which}
          current={item[shape.image.at ? `${shape.image.at}.url` : "url"] ?? ""}
          size={shape.image}
          error={state.fields?.[`${name}:${row}.upload`]}
        />
      )}
    </div>
  );

  const listError = <FieldError name={props.idBase} error={state.fields?.[name]} />;
  if (shape.single)
    return (
      <fieldset className="rounded border border-gray-300 p-3 sm:col-span-2" aria-describedby={`${props.idBase}-hint`}>
        <legend className="px-1 font-semibold">{props.label}</legend>
        {props.hint && (
          <p id={`${props.idBase}-hint`} className="mb-2 text-sm text-gray-700">
            {props.hint}
          </p>
        )}
        {fields(0, props.items[0] ?? {}, props.label)}
        {listError}
      </fieldset>
    );

  const total = count + blanks;
  const order = lists.orderOf(name, total);
  const add = () => {
    setBlanks(blanks + 1);
    // The new row's first field, once drawn.
    requestAnimationFrame(() => document.getElementById(idOf(total, shape.fields[0]!.key))?.focus());
  };
  return (
    <fieldset className="rounded border border-gray-300 p-3 sm:col-span-2">
      <legend className="px-1 font-semibold">{props.label}</legend>
      <p className="mb-2 text-sm text-gray-700">
        The last {noun} is blank: fill it in to add a {noun}. Items show in the order listed
        {lists.scripted ? ": move them with their buttons or drag them." : ": change a position to move one."}
      </p>
      {listError}
      <ol className="space-y-3">
        {order.map((row, index) => {
          const isNew = row >= count;
          const which = `${shape.noun} ${row + 1}`;
          return lists.movable({
            list: name,
            count: total,
            row,
            index,
            prefix: `${name}:${row}`,
            what: lower(which),
            body: (
              <>
                {isNew && <p className="mb-2 text-sm font-semibold">{which} (new: added on save once filled in)</p>}
                {fields(row, props.items[row] ?? {}, which)}
              </>
            ),
            // A new row has nothing to remove: left blank it adds nothing. The last one added by script can be dropped.
            remove: isNew
              ? lists.scripted &&
                row === total - 1 &&
                blanks > 1 && (
                  <button type="button" className={`${BUTTON} mt-2`} onClick={() => setBlanks(blanks - 1)}>
                    Drop new {lower(which)}
                  </button>
                )
              : undefined,
          });
        })}
      </ol>
      {lists.scripted && total < count + MAX_NEW_ROWS && (
        <button type="button" className={`${BUTTON} mt-3`} onClick={add}>
          Add a {noun}
          <span className="sr-only"> to {lower(props.label)}</span>
        </button>
      )}
    </fieldset>
  );
}
