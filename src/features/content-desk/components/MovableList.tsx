"use client";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useScripted } from "@/ui/use-scripted";
import { EditorField, FIELD_INPUT } from "./EditorField";

const MOVE = "rounded border border-gray-900 px-2 py-1 text-sm font-semibold hover:bg-gray-100 disabled:opacity-40";
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** One row of a list that can be moved, as `movable` draws it. */
interface MovableRow {
  /** The list it is in ("header", "page:0.blocks.2.cards"): rows move within their own list only. */
  list: string;
  /** Rows in the list. */
  count: number;
  /** Its number as drawn (its fields are named after it), and its place now. */
  row: number;
  index: number;
  /** Its fields' prefix: it sends `{prefix}.position` and `{prefix}.remove`. */
  prefix: string;
  /** What it is called in its controls' names ("card 2"). */
  what: string;
  body: ReactNode;
  /** In place of the Remove checkbox (a row not saved yet is dropped by a button instead). */
  remove?: ReactNode;
}

/**
 * Lists whose rows move (the menus, a page block's cards): without script each row has a position field (list-order.ts
 * orders them on save); with it, Move up / Move down buttons (the moved row keeps focus, the move is announced) and
 * drag and drop set its position. `idOf` makes a field name an id; `valueOf` is a field's value as last sent.
 */
export function useMovableLists(idOf: (name: string) => string, valueOf: (name: string, shown: string) => string) {
  const scripted = useScripted();
  // Each list's rows in their current order, by list.
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

  const orderOf = (list: string, count: number) => {
    // Rows added since the order was set (an "Add" button) go at the end.
    const order = (orders[list] ?? []).filter((r) => r < count);
    return [...order, ...range(count).filter((r) => !order.includes(r))];
  };
  const place = (list: string, count: number, row: number, to: number, what: string) => {
    const order = orderOf(list, count).filter((r) => r !== row);
    order.splice(to, 0, row);
    setOrders({ ...orders, [list]: order });
    setAnnouncement(`${what} moved to position ${to + 1} of ${count}.`);
  };

  const movable = ({ list, count, row, index, prefix, what, body, remove }: MovableRow) => {
    const buttonId = (way: string) => idOf(`move-${list}-${row}-${way}`);
    const move = (by: number, way: string) => {
      focusNext.current = { id: buttonId(way), other: buttonId(way === "up" ? "down" : "up") };
      place(list, count, row, index + by, what.charAt(0).toUpperCase() + what.slice(1));
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
                defaultValue={valueOf(`${prefix}.position`, String(index + 1))}
                className={FIELD_INPUT}
              />
            )}
          </EditorField>
        )}
        {body}
        {remove ?? (
          <label className="mt-2 flex items-center gap-2 text-sm">
            <input type="checkbox" name={`${prefix}.remove`} className="h-5 w-5" />
            Remove {what}
          </label>
        )}
      </li>
    );
  };

  /** The announcement of the last move, for the editor to place once. */
  const announcer = (
    <p aria-live="polite" className="sr-only">
      {announcement}
    </p>
  );
  return { scripted, orderOf, movable, announcer };
}
