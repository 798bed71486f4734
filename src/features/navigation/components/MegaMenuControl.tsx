"use client";

import { useEffect, useId, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from "react";
import {
  isOpen,
  nextDropdownState,
  type DropdownEvent,
  type DropdownState,
  type OpensOn,
} from "@/features/navigation/dropdown-state";
import { nextTabIndex } from "@/features/navigation/menu-tabs";

/**
 * The Vehicles mega-menu's behaviour: open and close (the header dropdown's rules, dropdown-state.ts, on a <details>
 * so it opens without scripts too) and its tabs (WAI-ARIA tabs pattern: Left/Right and Home/End move between tabs
 * and select them, Tab moves into the selected panel). Escape closes the menu and gives focus back to its button.
 * The tiles are rendered on the server and handed in as one panel per tab.
 */
export function MegaMenuControl({
  label,
  tabs,
  panels,
  opensOn,
}: {
  label: string;
  tabs: { id: string; label: string }[];
  panels: ReactNode[];
  opensOn: OpensOn;
}) {
  const [state, dispatch] = useReducer(
    (s: DropdownState, e: DropdownEvent) => nextDropdownState(s, e, opensOn),
    "closed",
  );
  const [active, setActive] = useState(0);
  const open = isOpen(state);
  const ref = useRef<HTMLLIElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = useRef(false);
  const hydrated = useRef(false);
  const base = useId();

  // As in NavDropdown: the state drives <details>.open itself, and a menu opened before hydration stays open.
  useLayoutEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    if (!hydrated.current) {
      hydrated.current = true;
      if (details.open !== open) {
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
      className={`nav-group${open ? " nav-group--open" : ""}`}
      data-opens-on={opensOn}
      onPointerEnter={(e) => dispatch({ type: "pointer-enter", pointerType: e.pointerType })}
      onPointerLeave={(e) => dispatch({ type: "pointer-leave", pointerType: e.pointerType })}
      onBlur={(e) => {
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
          aria-controls={`${base}-panel`}
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
        {/* Positioned against the header's nav, so the panel spans the page and fits a phone's width. */}
        <div
          id={`${base}-panel`}
          className="absolute inset-x-0 top-full z-30 max-h-[75vh] overflow-y-auto border-t border-gray-200 bg-white text-gray-900 shadow-lg"
        >
          <div className="mx-auto max-w-7xl p-4">
            <div role="tablist" aria-label={`${label} by category`} className="flex flex-wrap gap-2">
              {tabs.map((tab, i) => (
                <button
                  key={tab.id}
                  ref={(el) => {
                    tabRefs.current[i] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`${base}-tab-${tab.id}`}
                  aria-selected={i === active}
                  aria-controls={`${base}-tabpanel-${tab.id}`}
                  tabIndex={i === active ? 0 : -1}
                  className={`rounded-full border px-3 py-1 text-sm font-semibold ${
                    i === active
                      ? "border-primary bg-primary text-on-primary"
                      : "border-gray-400 bg-white text-gray-900"
                  }`}
                  onClick={() => setActive(i)}
                  onKeyDown={(e) => {
                    const next = nextTabIndex(i, e.key, tabs.length);
                    if (next === null) return;
                    e.preventDefault();
                    setActive(next);
                    tabRefs.current[next]?.focus();
                  }}
                >
                  {tab.label}
                </button>
              ))}
            </div>
            {panels.map((panel, i) => (
              <div
                key={tabs[i]!.id}
                role="tabpanel"
                id={`${base}-tabpanel-${tabs[i]!.id}`}
                aria-labelledby={`${base}-tab-${tabs[i]!.id}`}
                hidden={i !== active}
                className="mt-4"
              >
                {panel}
              </div>
            ))}
          </div>
        </div>
      </details>
    </li>
  );
}
