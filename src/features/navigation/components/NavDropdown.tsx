"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { ResolvedLink } from "../nav-links";

/**
 * A header dropdown. Built on <details> so it opens without JavaScript; with it, the menu opens on
 * click (or on hover for brands that say so), closes on Escape or a click elsewhere, and marks its
 * header group with the `nav-group--open` class (dealer-configuration.md §2).
 */
export function NavDropdown({ label, links, opensOn }: { label: string; links: ResolvedLink[]; opensOn: "click" | "hover" }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        ref.current?.querySelector("summary")?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const hover = opensOn === "hover" ? { onMouseEnter: () => setOpen(true), onMouseLeave: () => setOpen(false) } : {};

  return (
    <li ref={ref} className={`nav-group relative${open ? " nav-group--open" : ""}`} data-opens-on={opensOn} {...hover}>
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary
          className="flex cursor-pointer list-none items-center gap-1 rounded px-3 py-2 font-medium hover:underline [&::-webkit-details-marker]:hidden"
          aria-controls={menuId}
          onClick={(e) => {
            e.preventDefault();
            setOpen((o) => !o);
          }}
        >
          {label}
          <span aria-hidden="true" className="text-xs">▾</span>
        </summary>
        <ul id={menuId} className="absolute left-0 z-20 mt-1 min-w-56 rounded-md border border-gray-200 bg-white py-2 text-gray-900 shadow-lg">
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
      </details>
    </li>
  );
}
