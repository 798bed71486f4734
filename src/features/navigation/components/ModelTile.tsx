import { ContentPicture } from "@/features/images";
import type { ModelTileView } from "@/features/navigation/model-menu-view";

/** One model in the Vehicles mega-menu: picture, name, status and its two links. */
export function ModelTile({ tile }: { tile: ModelTileView }) {
  return (
    <li data-tabs={tile.tabIds.join(" ")} className="flex flex-col rounded-md border border-gray-200 p-3">
      <ContentPicture
        image={tile.image}
        alt=""
        sizes="(min-width: 1280px) 240px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        className="h-auto w-full"
      />
      <p className="mt-2 font-semibold">{tile.name}</p>
      <p className="text-sm text-gray-700">{tile.status}</p>
      <div className="mt-2 flex flex-wrap gap-3 text-sm font-semibold">
        <a href={tile.path} className="underline hover:no-underline">
          Explore<span className="sr-only"> {tile.name}</span>
        </a>
        <a href={tile.stockHref} className="underline hover:no-underline">
          Our Stock<span className="sr-only"> of {tile.name}</span>
        </a>
      </div>
    </li>
  );
}
