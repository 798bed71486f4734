"use client";
import { useActionState, type ReactNode } from "react";
import { editDocumentAction } from "@/features/content-desk/actions.server";
import type { EditState } from "@/features/content-desk/edit-input";
import type { FooterGroupView, HeaderItemView, HeaderKind, MenuLink } from "@/features/content-desk/menus-form";
import { EditorField, FIELD_INPUT } from "./EditorField";
import { EditorFrame } from "./EditorFrame";
import { useMovableLists } from "./MovableList";

const KINDS: Record<HeaderKind, string> = {
  link: "A link",
  menu: "A menu of links",
  models: "A menu of the new models",
  stock: "A menu of the stock by condition",
};
const idOf = (name: string) => `menus-${name.replace(/[:.]/g, "-")}`;

/**
 * The site's header and footer menus, as shown on the site (its own, else its brand's or template's), as fields named
 * after the row they were drawn in: a problem is shown at its field. Items move as MovableList.tsx moves them: by a
 * position field without script, by Move up / Move down buttons and drag and drop with it.
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
  const value = (name: string, shown: string) => state.values?.[name] ?? shown;
  const { scripted, orderOf, movable: movableRow, announcer } = useMovableLists(idOf, value);

  const field = (name: string, label: string, shown: string, hint?: string) => (
    <EditorField id={idOf(name)} label={label} error={state.fields?.[name]} sharedHint={hint}>
      {(control) => <input {...control} name={name} defaultValue={value(name, shown)} className={FIELD_INPUT} />}
    </EditorField>
  );

  /** One row of a list that can be moved (MovableList.tsx). */
  const movable = (
    list: string,
    count: number,
    row: number,
    index: number,
    prefix: string,
    what: string,
    body: ReactNode,
  ) => movableRow({ list, count, row, index, prefix, what, body });

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
      {announcer}
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
