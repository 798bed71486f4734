import type { OpensOn } from "@/features/navigation/dropdown-state";
import { modelMenuTiles, type ModelMenuTab } from "@/features/models/model-menu";
import { MegaMenuControl } from "./MegaMenuControl";

/**
 * The Vehicles mega-menu (dealer-configuration.md §2): tabs by category over the site's models. The page carries a
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
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-5">
        {modelMenuTiles(tabs).map(({ model, tabIds }) => (
          <li key={`${model.manufacturer.slug}-${model.slug}`} data-tabs={tabIds.join(" ")}>
            <a href={model.path} className="font-semibold underline hover:no-underline">
              {`${model.manufacturer.name} ${model.name}`}
            </a>
          </li>
        ))}
      </ul>
    </MegaMenuControl>
  );
}
