import type { OpensOn } from "@/features/navigation/dropdown-state";
import type { ModelMenuTab } from "@/features/models";
import { modelTileViews } from "@/features/navigation/model-menu-view";
import { MegaMenuControl } from "./MegaMenuControl";

/**
 * The Vehicles mega-menu: tabs by category over the site's models. The page carries a
 * plain list of the models, each once with the tabs it shows under (so the menu works without scripts); with them,
 * the tiles and their pictures are fetched when the shopper first reaches for the menu (MegaMenuControl).
 */
export function MegaMenu({ label, tabs, opensOn }: { label: string; tabs: ModelMenuTab[]; opensOn: OpensOn }) {
  return (
    <MegaMenuControl
      label={label}
      opensOn={opensOn}
      tabs={tabs.map(({ id, label: tabLabel }) => ({ id, label: tabLabel }))}
    >
      <ul className="model-links grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-5">
        {modelTileViews(tabs).map((tile) => (
          <li key={tile.key} data-tabs={tile.tabIds.join(" ")}>
            <a href={tile.path}>{tile.name}</a>
          </li>
        ))}
      </ul>
    </MegaMenuControl>
  );
}
