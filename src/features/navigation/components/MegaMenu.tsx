import type { OpensOn } from "@/features/navigation/dropdown-state";
import { modelStatusLabel } from "@/features/navigation/nav-links";
import { modelMenuTiles, type ModelMenuTab } from "@/features/models/model-menu";
import { modelStockHref } from "@/features/models/model-list";
import type { SiteModel } from "@/platform/content/site-content";
import { MegaMenuControl } from "./MegaMenuControl";
import { PipelineImage } from "@/features/images/components/PipelineImage";
import { CONTENT_BLOCK_WIDTH } from "@/features/images/image-url";

function ModelTile({ model, tabIds }: { model: SiteModel; tabIds: string[] }) {
  const name = `${model.manufacturer.name} ${model.name}`;
  return (
    <li data-tabs={tabIds.join(" ")} className="flex flex-col rounded-md border border-gray-200 p-3">
      <PipelineImage
        src={model.image.url}
        alt=""
        width={model.image.width}
        height={model.image.height}
        displayWidth={CONTENT_BLOCK_WIDTH}
        sizes="(min-width: 1280px) 240px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        className="h-auto w-full"
      />
      <p className="mt-2 font-semibold">{name}</p>
      <p className="text-sm text-gray-700">{modelStatusLabel(model.status)}</p>
      <div className="mt-2 flex flex-wrap gap-3 text-sm font-semibold">
        <a href={model.path} className="underline hover:no-underline">
          Explore<span className="sr-only"> {name}</span>
        </a>
        <a href={modelStockHref(model)} className="underline hover:no-underline">
          Our Stock<span className="sr-only"> of {name}</span>
        </a>
      </div>
    </li>
  );
}

/**
 * The Vehicles mega-menu (dealer-configuration.md §2): tabs by category over one list of tiles, rendered here on the
 * server, each model once (modelMenuTiles); the selected tab shows its own.
 */
export function MegaMenu({ label, tabs, opensOn }: { label: string; tabs: ModelMenuTab[]; opensOn: OpensOn }) {
  return (
    <MegaMenuControl
      label={label}
      opensOn={opensOn}
      tabs={tabs.map(({ id, label: tabLabel }) => ({ id, label: tabLabel }))}
    >
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-5">
        {modelMenuTiles(tabs).map(({ model, tabIds }) => (
          <ModelTile key={`${model.manufacturer.slug}-${model.slug}`} model={model} tabIds={tabIds} />
        ))}
      </ul>
    </MegaMenuControl>
  );
}
