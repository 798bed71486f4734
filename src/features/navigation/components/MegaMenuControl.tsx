"use client";

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { OpensOn } from "@/features/navigation/dropdown-state";
import { nextTabIndex } from "@/features/navigation/menu-tabs";
import { tileVisibilityCss } from "@/features/models";
import type { ModelMenuView, ModelTileView } from "@/features/navigation/model-menu-view";
import { ModelTile } from "./ModelTile";
import { HeaderDisclosure } from "./HeaderDisclosure";

/** Where the tiles come from (src/app/s/[site]/api/model-menu/route.ts). */
const TILES_URL = "/api/model-menu";

/**
 * The Vehicles mega-menu's behaviour: open and close (the header dropdown's rules, dropdown-state.ts, on a <details>
 * so it opens without scripts too) and its tabs (WAI-ARIA tabs pattern: Left/Right and Home/End move between tabs
 * and select them, Tab moves into the selected panel). Escape closes the menu and gives focus back to its button.
 * The page hands in a plain list of the models (MegaMenu); the tiles, with pictures, are fetched once, when the pointer
 * or the focus first reaches the menu or it opens, and replace the list. Either way each model is drawn once: the one
 * panel names the selected tab, and a style shows only that tab's models, so the first tab shows without scripts too.
 */
export function MegaMenuControl({
  label,
  tabs,
  opensOn,
  children,
}: {
  label: string;
  tabs: { id: string; label: string }[];
  opensOn: OpensOn;
  children: ReactNode;
}) {
  const [active, setActive] = useState(0);
  const [tiles, setTiles] = useState<ModelTileView[] | null>(null);
  const asked = useRef(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const panelRef = useRef<HTMLDivElement>(null);
  const base = useId();

  // Fetched once; on failure the plain list stays (its links work), and the next reach tries again.
  const loadTiles = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    fetch(TILES_URL)
      .then((res) => (res.ok ? (res.json() as Promise<ModelMenuView>) : Promise.reject(new Error(String(res.status)))))
      .then((view) => setTiles(view.tiles))
      .catch(() => {
        asked.current = false;
      });
  }, []);
  useEffect(() => {
    const group = panelRef.current?.closest("li");
    const details = panelRef.current?.closest("details");
    group?.addEventListener("pointerenter", loadTiles);
    group?.addEventListener("focusin", loadTiles);
    details?.addEventListener("toggle", loadTiles);
    return () => {
      group?.removeEventListener("pointerenter", loadTiles);
      group?.removeEventListener("focusin", loadTiles);
      details?.removeEventListener("toggle", loadTiles);
    };
  }, [loadTiles]);

  return (
    <HeaderDisclosure label={label} opensOn={opensOn} controls={`${base}-panel`}>
      {/* Positioned against the header's nav, so the panel spans the page and fits a phone's width. */}
      <div
        ref={panelRef}
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
                aria-controls={`${base}-tabpanel`}
                tabIndex={i === active ? 0 : -1}
                className={`rounded-full border px-3 py-1 text-sm font-semibold ${
                  i === active ? "border-primary bg-primary text-on-primary" : "border-gray-400 bg-white text-gray-900"
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
          <style>{tileVisibilityCss(tabs.map((t) => t.id))}</style>
          <div
            role="tabpanel"
            id={`${base}-tabpanel`}
            aria-labelledby={`${base}-tab-${tabs[active]?.id}`}
            data-tab={tabs[active]?.id}
            className="mt-4"
          >
            {tiles ? (
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-5">
                {tiles.map((tile) => (
                  <ModelTile key={tile.key} tile={tile} />
                ))}
              </ul>
            ) : (
              children
            )}
          </div>
        </div>
      </div>
    </HeaderDisclosure>
  );
}
