"use client";
import { useActionState, useEffect, useRef, useState, type ReactNode } from "react";
import { editDocumentAction } from "@/features/content-desk/actions.server";
import type { EditState } from "@/features/content-desk/edit-input";
import type { FooterGroupView, HeaderItemView, HeaderKind, MenuLink } from "@/features/content-desk/menus-form";
import { useScripted } from "@/ui/use-scripted";
import { EditorField, FIELD_INPUT } from "./EditorField";
import { EditorFrame } from "./EditorFrame";

const MOVE = "rounded border border-gray-900 px-2 py-1 text-sm font-semibold hover:bg-gray-100 disabled:opacity-40";
const KINDS: Record<HeaderKind, string> = {
  link: "A link",
  menu: "A menu of links",
  models: "A menu of the new models",
  stock: "A menu of the stock by condition",
};
const idOf = (name: string) => `menus-${name.replace(/[:.]/g, "-")}`;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * The site's header and footer menus, as shown on the site (its own, else its brand's or template's), as fields named
 * after the row they were drawn in: a problem is shown at its field. Without script each item has a position field;
 * with it, Move up / Move down buttons (the moved item keeps focus, the move is announced) and drag and drop set it.
 */
export function MenusEditor(props: {
  site: string;
  header: HeaderItemView[];
  footer: FooterGroupView[];
  baseVersion: number;
  draftVersion: number;
  canPublish: boolean;
  publishAt: string;
}) {
  const [state, action, pending] = useActionState<EditState, FormData>(editDocumentAction, {});
  const scripted = useScripted();
  // Each list's rows in their current order, by list ("header", "header:3" for item 3's links, "footer", "footer:1").
  const [orders, setOrders] = useState<Record<string, number[]>>({});
  const [announcement, setAnnouncement] = useState("");
  const focusNext = useRef<{ id: string; other: string } | null>(null);
  const dragged = useRef<{ list: string; row: number } | null>(null);

  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (!next) return;
    const button = document.getElementById(next.id) as HTMLButtonElement | null;
    (button && !button.disabled ? button : document.getElementById(next.other))?.focus();
  }, [orders]);

  const orderOf = (list: string, count: number) => orders[list] ?? range(count);
  const place = (list: string, count: number, row: number, to: number, what: string) => {
    const order = orderOf(list, count).filter((r) => r !== row);
    order.splice(to, 0, row);
    setOrders({ ...orders, [list]: order });
    setAnnouncement(`${what} moved to position ${to + 1} of ${count}.`);
  };
  const value = (name: string, shown: string) => state.values?.[name] ?? shown;

  const field = (name: string, label: string, shown: string, hint?: string) => (
    <EditorField id={idOf(name)} label={label} error={state.fields?.[name]} sharedHint={hint}>
      {(control) => <input {...control} name={name} defaultValue={value(name, shown)} className={FIELD_INPUT} />}
    </EditorField>
  );

  /** One row of a list that can be moved: its position field (no script) or its move buttons, and its fields. */
  const movable = (
    list: string,
    count: number,
    row: number,
    index: number,
    prefix: string,
    what: string,
    body: ReactNode,
  ) => {
    const buttonId = (way: string) => idOf(`move-${list}-${row}-${way}`);
    const move = (by: number, way: string) => {
      focusNext.current = { id: buttonId(way), other: buttonId(way === "up" ? "down" : "up") };
      place(list, count, row, index + by, what);
    };
    return (
      <li
        key={row}
        draggable={scripted}
        onDragStart={(event) => {
          event.stopPropagation();
          dragged.current = { list, row };
          event.dataTransfer.effectAllowed = "move";
        }}
        onDragOver={(event) => {
          if (dragged.current?.list === list) event.preventDefault();
        }}
        onDrop={(event) => {
          const from = dragged.current;
          if (from?.list !== list) return;
          event.preventDefault();
          event.stopPropagation();
          dragged.current = null;
          if (from.row !== row) place(list, count, from.row, index, "The item");
        }}
        className={`rounded border border-gray-300 bg-white p-3 ${scripted ? "cursor-move" : ""}`}
      >
        {scripted ? (
          <div className="mb-2 flex flex-wrap gap-2">
            <input type="hidden" name={`${prefix}.position`} value={index + 1} />
            <button
              type="button"
              id={buttonId("up")}
              className={MOVE}
              disabled={index === 0}
              onClick={() => move(-1, "up")}
            >
              Move {what} up
            </button>
            <button
              type="button"
              id={buttonId("down")}
              className={MOVE}
              disabled={index === count - 1}
              onClick={() => move(1, "down")}
            >
              Move {what} down
            </button>
          </div>
        ) : (
          <EditorField id={idOf(`${prefix}.position`)} label={`Position of ${what}`} className="mb-2 max-w-40">
            {(control) => (
              <input
                {...control}
                name={`${prefix}.position`}
                inputMode="numeric"
                defaultValue={value(`${prefix}.position`, String(index + 1))}
                className={FIELD_INPUT}
              />
            )}
          </EditorField>
        )}
        {body}
        <label className="mt-2 flex items-center gap-2 text-sm">
          <input type="checkbox" name={`${prefix}.remove`} className="h-5 w-5" />
          Remove {what}
        </label>
      </li>
    );
  };

  /** A list of links (a header item's menu, a footer group's), with one blank row to add a link. */
  const links = (list: string, part: "child" | "link", items: MenuLink[], owner: string) => {
    const order = orderOf(list, items.length);
    const blank = `${list}.${part}:${items.length}`;
    return (
      <fieldset className="mt-3">
        <legend className="font-semibold">Links in {owner}</legend>
        <ol className="mt-1 space-y-2">
          {order.map((row, index) => {
            const prefix = `${list}.${part}:${row}`;
            const link = items[row]!;
            const what = `${link.label || `link ${row + 1}`} in ${owner}`;
            return movable(
              list,
              items.length,
              row,
              index,
              prefix,
              what,
              <div className="grid gap-2 sm:grid-cols-2">
                {field(`${prefix}.label`, `Label of ${what}`, link.label)}
                {field(`${prefix}.href`, `Address of ${what}`, link.href, "menus-href-hint")}
              </div>,
            );
          })}
        </ol>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {field(`${blank}.label`, `New link in ${owner}: label`, "")}
          {field(`${blank}.href`, `New link in ${owner}: address`, "", "menus-href-hint")}
        </div>
      </fieldset>
    );
  };

  const headerOrder = orderOf("header", props.header.length);
  const footerOrder = orderOf("footer", props.footer.length);
  const newItem = `header:${props.header.length}`;
  const newGroup = `footer:${props.footer.length}`;
  const kindSelect = (name: string, label: string, shown: HeaderKind) => (
    <EditorField id={idOf(name)} label={label} error={state.fields?.[name]}>
      {(control) => (
        <select {...control} name={name} defaultValue={value(name, shown)} className={FIELD_INPUT}>
          {Object.entries(KINDS).map(([kind, text]) => (
            <option key={kind} value={kind}>
              {text}
            </option>
          ))}
        </select>
      )}
    </EditorField>
  );

  return (
    <EditorFrame
      doc={props}
      kind="settings"
      editor="menus"
      state={state}
      action={action}
      pending={pending}
      idPrefix="menus"
      what="the menus"
      className="mt-4 space-y-6"
    >
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <p id="menus-href-hint" className="text-sm text-gray-700">
        An address is a path on the site (/special-offers) or an https address. Items are shown in the order listed
        {scripted ? ": move them with their buttons or drag them." : ": change an item's position to move it."}
      </p>
      <fieldset>
        <legend className="text-lg font-semibold">Header menu</legend>
        <ol className="mt-2 space-y-3">
          {headerOrder.map((row, index) => {
            const item = props.header[row]!;
            const prefix = `header:${row}`;
            const what = item.label || `header item ${row + 1}`;
            return movable(
              "header",
              props.header.length,
              row,
              index,
              prefix,
              what,
              <>
                <div className="grid gap-2 sm:grid-cols-3">
                  {field(`${prefix}.label`, `Label of ${what}`, item.label)}
                  {kindSelect(`${prefix}.kind`, `What ${what} is`, item.kind)}
                  {field(`${prefix}.href`, `Address of ${what} (a link)`, item.href, "menus-href-hint")}
                </div>
                {item.kind === "menu" && links(prefix, "child", item.children, what)}
              </>,
            );
          })}
        </ol>
        <fieldset className="mt-3 rounded border border-dashed border-gray-500 p-3">
          <legend className="px-1 font-semibold">Add a header item</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {field(`${newItem}.label`, "New header item: label", "")}
            {kindSelect(`${newItem}.kind`, "New header item: what it is", "link")}
            {field(`${newItem}.href`, "New header item: address (a link)", "", "menus-href-hint")}
          </div>
        </fieldset>
      </fieldset>
      <fieldset>
        <legend className="text-lg font-semibold">Footer menu</legend>
        <ol className="mt-2 space-y-3">
          {footerOrder.map((row, index) => {
            const group = props.footer[row]!;
            const prefix = `footer:${row}`;
            const what = `the ${group.heading || `footer group ${row + 1}`} group`;
            return movable(
              "footer",
              props.footer.length,
              row,
              index,
              prefix,
              what,
              <>
                {field(`${prefix}.heading`, `Heading of ${what}`, group.heading)}
                {links(prefix, "link", group.links, what)}
              </>,
            );
          })}
        </ol>
        <fieldset className="mt-3 rounded border border-dashed border-gray-500 p-3">
          <legend className="px-1 font-semibold">Add a footer group</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {field(`${newGroup}.heading`, "New footer group: heading", "")}
            {field(`${newGroup}.link:0.label`, "New footer group: first link's label", "")}
            {field(`${newGroup}.link:0.href`, "New footer group: first link's address", "", "menus-href-hint")}
          </div>
        </fieldset>
      </fieldset>
    </EditorFrame>
  );
}
