"use client";

import { useEffect, useId, useLayoutEffect, useReducer, useRef } from "react";
import {
  isOpen,
  nextDropdownState,
  type DropdownEvent,
  type DropdownState,
  type OpensOn,
} from "@/features/navigation/dropdown-state";
import type { ResolvedLink } from "@/features/navigation/nav-links";

/**
 * A header dropdown. Built on <details> so it opens without JavaScript, and so its label reads out as expanded or
 * collapsed with the menu. With scripts, one state (dropdown-state.ts) decides the menu's visibility and the
 * `nav-group--open` marker class on its header group (dealer-configuration.md §2): it opens on click, or on hover
 * for brands that say so; a click, tap, Enter or Space toggles it; Escape, a press elsewhere or focus leaving closes it.
 */
export function NavDropdown({
  label,
  links,
  opensOn,
  scrolls = false,
}: {
  label: string;
  links: ResolvedLink[];
  opensOn: OpensOn;
  /** Long menus scroll (nav-links.ts cappedMenu): about six rows show, the rest by scrolling. */
  scrolls?: boolean;
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
  const menuId = useId();

  // The state drives <details>.open directly, not through React's `open` prop: the browser opens and closes <details>
  // itself too (a click before hydration, find-in-page), which React would not see, so its idea of the attribute could
  // go stale and leave the menu shown after the state (and the marker class) said closed. A layout effect, so the class
  // and the menu change in the same frame.
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
      className={`nav-group relative${open ? " nav-group--open" : ""}`}
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
          aria-controls={menuId}
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
        {/* Padding, not margin, between the label and the menu: a mouse moving down to the menu stays over the group,
            so a hover menu does not close on the way (WCAG 1.4.13: content shown on hover can itself be hovered). */}
        <div className="absolute left-0 top-full z-20 pt-1">
          <ul
            id={menuId}
            className={`min-w-56 rounded-md border border-gray-200 bg-white py-2 text-gray-900 shadow-lg${scrolls ? " max-h-[20rem] overflow-y-auto" : ""}`}
          >
            {links.map((link) => (
              <li key={`${link.label}-${link.href}`}>
                <a
                  href={link.href}
                  className="flex justify-between gap-4 px-4 py-2 hover:bg-gray-100"
                  {...(link.external ? { rel: "noopener", target: "_blank" } : {})}
                >
                  <span>{link.label}</span>
                  {link.note ? <span className="text-sm text-gray-700">{link.note}</span> : null}
                  {link.external ? <span className="sr-only"> (opens in a new tab)</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </details>
    </li>
  );
}
