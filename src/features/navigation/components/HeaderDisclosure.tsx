"use client";

import { useEffect, useLayoutEffect, useReducer, useRef, type ReactNode } from "react";
import {
  isOpen,
  nextDropdownState,
  type DropdownEvent,
  type DropdownState,
  type OpensOn,
} from "@/features/navigation/dropdown-state";

/**
 * A header group that opens a panel: the dropdowns and the Vehicles mega-menu. Built on <details> so it opens without
 * JavaScript, and so its label reads out as expanded or collapsed with the panel. With scripts, one state
 * (dropdown-state.ts) decides the panel's visibility and the `nav-group--open` marker class on its header group:
 * it opens on click, or on hover for brands that say so; a click, tap, Enter or Space
 * toggles it; Escape, a press elsewhere or focus leaving closes it, and Escape gives focus back to the label.
 */
export function HeaderDisclosure({
  label,
  opensOn,
  controls,
  groupClassName = "",
  children,
}: {
  label: string;
  opensOn: OpensOn;
  /** The id of the panel the label opens. */
  controls: string;
  /** Classes of the header group besides its marker classes ("relative" to place a dropdown under its label). */
  groupClassName?: string;
  children: ReactNode;
}) {
  const [state, dispatch] = useReducer(
    (s: DropdownState, e: DropdownEvent) => nextDropdownState(s, e, opensOn),
    "closed",
  );
  const open = isOpen(state);
  const ref = useRef<HTMLLIElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  // What this component last made the <details> show; a toggle that differs from it is the browser's own.
  const shown = useRef(false);
  const hydrated = useRef(false);

  // The state drives <details>.open directly, not through React's `open` prop: the browser opens and closes <details>
  // itself too (a click before hydration, find-in-page), which React would not see, so its idea of the attribute could
  // go stale and leave the panel shown after the state (and the marker class) said closed. A layout effect, so the
  // class and the panel change in the same frame.
  useLayoutEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    if (!hydrated.current) {
      hydrated.current = true;
      if (details.open !== open) {
        // Opened by a click before scripts ran: keep it open, and mark it so.
        shown.current = details.open;
        dispatch({ type: "shown", open: details.open });
        return;
      }
    }
    details.open = open;
    shown.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      const focusWasInside = ref.current?.contains(document.activeElement) ?? false;
      dispatch({ type: "dismiss" });
      if (focusWasInside) ref.current?.querySelector("summary")?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) dispatch({ type: "dismiss" });
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <li
      ref={ref}
      className={["nav-group", groupClassName, open ? "nav-group--open" : ""].filter(Boolean).join(" ")}
      data-opens-on={opensOn}
      onPointerEnter={(e) => dispatch({ type: "pointer-enter", pointerType: e.pointerType })}
      onPointerLeave={(e) => dispatch({ type: "pointer-leave", pointerType: e.pointerType })}
      onBlur={(e) => {
        // Tabbing out of the group closes it; focus going nowhere (another window) does not.
        const next = e.relatedTarget;
        if (next instanceof Node && !e.currentTarget.contains(next)) dispatch({ type: "dismiss" });
      }}
    >
      <details
        ref={detailsRef}
        onToggle={(e) => {
          if (e.currentTarget.open !== shown.current) dispatch({ type: "shown", open: e.currentTarget.open });
        }}
      >
        <summary
          className="flex cursor-pointer list-none items-center gap-1 rounded px-3 py-2 font-medium hover:underline [&::-webkit-details-marker]:hidden"
          aria-controls={controls}
          onClick={(e) => {
            e.preventDefault();
            dispatch({ type: "press" });
          }}
        >
          {label}
          <span aria-hidden="true" className="text-xs">
            ▾
          </span>
        </summary>
        {children}
      </details>
    </li>
  );
}
