"use client";
import { useActionState, useState } from "react";
import { editDocumentAction } from "@/features/content-desk/actions.server";
import type { EditState } from "@/features/content-desk/edit-input";
import { BLOCK_TYPES, PAGE_FIELDS, type BlockField, type BlockTypeName } from "@/features/content-desk/pages-form";
import type { PageView } from "@/features/content-desk/pages-view";
import { useScripted } from "@/ui/use-scripted";
import { BlockListField } from "./BlockListField";
import { EditorField, FIELD_INPUT } from "./EditorField";
import { EditorFrame } from "./EditorFrame";
import { useMovableLists } from "./MovableList";
import { RichTextField } from "./RichTextField";

const SMALL = "rounded border border-gray-900 px-2 py-1 text-sm font-semibold hover:bg-gray-100 disabled:opacity-50";
const TYPES = Object.entries(BLOCK_TYPES) as [BlockTypeName, (typeof BLOCK_TYPES)[BlockTypeName]][];
const lower = (label: string) => `${label.charAt(0).toLowerCase()}${label.slice(1)}`;

/**
 * One page of a content document (or a new one): its title, path and description, then its blocks in order, each with
 * the fields of its type, named after where they sit in the document so a problem is shown at its field. Blocks move
 * by their position fields without JavaScript, by Move up and Move down with it; a block of any type is added at the
 * end on save. Fields not shown here stay as the document has them.
 */
export function PagesEditor(props: {
  site: string;
  row: number;
  /** The page as the form shows it; null for a new page. */
  page: PageView | null;
  /** A new page's fields as the form starts them (a legal page's title, path and text), by key; `html` its first text. */
  prefill?: Record<string, string>;
  baseVersion: number;
  draftVersion: number;
  canPublish: boolean;
  publishAt: string;
}) {
  const { row, page } = props;
  const [state, action, pending] = useActionState<EditState, FormData>(editDocumentAction, {});
  const scripted = useScripted();
  // The lists inside blocks (cards, images, models, services) move as the menus' items do.
  const lists = useMovableLists(
    (name) => name.replace(/[:.]/g, "-"),
    (name, shown) => state.values?.[name] ?? shown,
  );
  const [order, setOrder] = useState(() => (page?.blocks ?? []).map((b) => b.n));
  const move = (from: number, to: number) =>
    setOrder((o) => {
      const next = [...o];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });

  const control = (name: string, id: string, label: string, field: BlockField, shown: string) => {
    const error = state.fields?.[name];
    const value = state.values?.[name] ?? shown;
    if (field.kind === "rich")
      return (
        <RichTextField key={name} id={id} name={name} label={label} value={value} error={error} hint={field.hint} />
      );
    const wide = ["textarea", "paragraphs"].includes(field.kind);
    return (
      <EditorField
        key={name}
        id={id}
        label={label}
        error={error}
        hint={field.hint}
        className={wide ? "sm:col-span-2" : undefined}
      >
        {(control) =>
          field.kind === "choice" ? (
            <select {...control} name={name} defaultValue={value} className={FIELD_INPUT}>
              {field.choices!.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          ) : wide ? (
            <textarea rows={4} {...control} name={name} defaultValue={value} className={FIELD_INPUT} />
          ) : (
            <input {...control} name={name} defaultValue={value} className={FIELD_INPUT} />
          )
        }
      </EditorField>
    );
  };

  const blocks = new Map((page?.blocks ?? []).map((b) => [b.n, b]));
  return (
    <EditorFrame
      doc={props}
      kind="content"
      editor="pages"
      state={state}
      action={action}
      pending={pending}
      idPrefix="page"
      what="the page"
      className="mt-4 space-y-4"
    >
      <input type="hidden" name="pageRow" value={row} />
      {lists.announcer}
      <div className="grid gap-3 sm:grid-cols-2">
        {PAGE_FIELDS.map((f) =>
          control(
            `page:${row}.${f.key}`,
            `page-${row}-${f.key}`,
            `Page ${lower(f.label)}`,
            f,
            page?.values[f.key] ?? props.prefill?.[f.key] ?? "",
          ),
        )}
      </div>
      {order.map((n, place) => {
        const block = blocks.get(n)!;
        const type = block.type ? BLOCK_TYPES[block.type] : null;
        const which = `Block ${place + 1}`;
        const prefix = `page:${row}.blocks.${n}.`;
        const id = (key: string) => `page-${row}-block-${n}-${key}`;
        return (
          <fieldset key={n} className="rounded border border-gray-300 p-3">
            <legend className="px-1 font-semibold">
              {which}: {type?.label ?? block.typeName}
            </legend>
            {type ? (
              type.fields.length > 0 && (
                <div className="grid gap-3 sm:grid-cols-2">
                  {type.fields.map((f: BlockField) =>
                    f.kind === "list" && f.list ? (
                      <BlockListField
                        key={f.key}
                        site={props.site}
                        name={`${prefix}${f.key}`}
                        idBase={id(f.key)}
                        label={`${which}: ${lower(f.label)}`}
                        hint={f.hint}
                        shape={f.list}
                        items={block.lists[f.key] ?? []}
                        state={state}
                        lists={lists}
                      />
                    ) : (
                      control(
                        `${prefix}${f.key}`,
                        id(f.key),
                        `${which}: ${lower(f.label)}`,
                        f,
                        block.values[f.key] ?? "",
                      )
                    ),
                  )}
                </div>
              )
            ) : (
              <p>This block is edited as a document, below.</p>
            )}
            <div className="mt-3 flex flex-wrap items-center gap-3">
              {scripted ? (
                <>
                  <input type="hidden" name={`${prefix}position`} value={place + 1} />
                  <button type="button" className={SMALL} disabled={place === 0} onClick={() => move(place, place - 1)}>
                    Move up<span className="sr-only"> {lower(which)}</span>
                  </button>
                  <button
                    type="button"
                    className={SMALL}
                    disabled={place === order.length - 1}
                    onClick={() => move(place, place + 1)}
                  >
                    Move down<span className="sr-only"> {lower(which)}</span>
                  </button>
                </>
              ) : (
                <label className="flex items-center gap-2">
                  Position
                  <input
                    name={`${prefix}position`}
                    type="number"
                    min={1}
                    defaultValue={place + 1}
                    className="w-20 rounded border border-gray-500 bg-white px-2 py-1"
                  />
                </label>
              )}
              <label className="flex items-center gap-2">
                <input type="checkbox" name={`${prefix}remove`} className="h-5 w-5" />
                Remove {lower(which)}
              </label>
            </div>
          </fieldset>
        );
      })}
      <div>
        <label htmlFor={`page-${row}-add`} className="block font-semibold">
          {page ? "Add a block at the end (on save)" : "The page's first block"}
        </label>
        <select
          id={`page-${row}-add`}
          name={`page:${row}.add`}
          defaultValue={page ? "" : "rich-text"}
          className={FIELD_INPUT}
        >
          {page && <option value="">No new block</option>}
          {TYPES.map(([name, t]) => (
            <option key={name} value={name}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      {!page &&
        control(
          `page:${row}.blocks.new.html`,
          `page-${row}-block-new-html`,
          "First block's text (for rich text)",
          BLOCK_TYPES["rich-text"].fields[1],
          props.prefill?.html ?? "",
        )}
      {page && (
        <label className="flex items-center gap-2">
          <input type="checkbox" name={`page:${row}.remove`} className="h-5 w-5" />
          Remove this page from the site
        </label>
      )}
    </EditorFrame>
  );
}
