"use client";
import { useRef, useState, type ReactNode } from "react";
import { placePhotosForm } from "@/features/stock-photos/stock-photos-actions.server";

/**
 * Reordering by drag, over the list the server rendered: each item may be dragged onto another, then "Save order"
 * posts the new order. Each item keeps its own forms (Move up / Move down...), so it all works without JS too.
 */
export function PhotoDragList({ carId, items }: { carId: number; items: { key: string; node: ReactNode }[] }) {
  const [order, setOrder] = useState(items.map((item) => item.key));
  const dragged = useRef<string | null>(null);
  const byKey = new Map(items.map((item) => [item.key, item.node]));
  const changed = order.join("\n") !== items.map((item) => item.key).join("\n");
  const drop = (target: string) => {
    const from = dragged.current;
    dragged.current = null;
    if (!from || from === target) return;
    const next = order.filter((key) => key !== from);
    next.splice(next.indexOf(target) + (order.indexOf(from) < order.indexOf(target) ? 1 : 0), 0, from);
    setOrder(next);
  };
  return (
    <>
      <ol className="mt-4 grid gap-3" aria-label="Photos in the order shoppers see them">
        {order.map((key) => (
          <li
            key={key}
            draggable
            data-photo-key={key}
            onDragStart={(event) => {
              dragged.current = key;
              event.dataTransfer.effectAllowed = "move";
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              drop(key);
            }}
            className="cursor-move rounded border border-gray-300 bg-white p-3"
          >
            {byKey.get(key)}
          </li>
        ))}
      </ol>
      {changed && (
        <form action={placePhotosForm} className="mt-3">
          <input type="hidden" name="carId" value={carId} />
          {order.map((key) => (
            <input key={key} type="hidden" name="order" value={key} />
          ))}
          <button type="submit" className="rounded bg-gray-900 px-4 py-2 font-semibold text-white hover:bg-gray-700">
            Save order
          </button>
        </form>
      )}
    </>
  );
}
