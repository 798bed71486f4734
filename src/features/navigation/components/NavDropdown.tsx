"use client";

import { useId } from "react";
import type { OpensOn } from "@/features/navigation/dropdown-state";
import type { ResolvedLink } from "@/features/navigation/nav-links";
import { HeaderDisclosure } from "./HeaderDisclosure";

/** A header dropdown: a list of links in a HeaderDisclosure (which says how it opens and closes). */
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
  const menuId = useId();
  return (
    <HeaderDisclosure label={label} opensOn={opensOn} controls={menuId} groupClassName="relative">
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
                className="menu-link"
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
    </HeaderDisclosure>
  );
}
