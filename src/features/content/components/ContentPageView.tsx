import type { ContentBlock, ContentPage } from "@/platform/content/content-schema";
import { contentForSite } from "@/platform/content/content-registry.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { siteOffers } from "@/features/offers/offers.server";
import { accessoryCards, shownBlocks, type AccessoryCard } from "@/features/content/page-blocks";
import type { SiteOffer } from "@/platform/content/site-content";
import { AccessoriesBlock } from "./blocks/AccessoriesBlock";
import { CardsBlock } from "./blocks/CardsBlock";
import { CollageBlock } from "./blocks/CollageBlock";
import { FormBlock } from "./blocks/FormBlock";
import { OffersBlock } from "./blocks/OffersBlock";
import { TextBlock } from "./blocks/TextBlock";
import { LocationsBlock } from "@/features/locations/components/LocationsBlock";

interface Shared {
  site: CurrentSite;
  accessories: AccessoryCard[];
  offers: SiteOffer[];
}

function Block({ block, shared }: { block: ContentBlock; shared: Shared }) {
  switch (block.type) {
    case "text":
      return <TextBlock block={block} />;
    case "cards":
      return <CardsBlock block={block} baseDomain={shared.site.config.manufacturerBaseDomain} />;
    case "collage":
      return <CollageBlock block={block} />;
    case "accessories":
      return <AccessoriesBlock heading={block.heading} cards={shared.accessories} />;
    case "form":
      return <FormBlock block={block} site={shared.site} />;
    case "offers":
      return (
        <OffersBlock
          heading={block.heading}
          offers={shared.offers}
          siteManufacturer={shared.site.config.manufacturer}
        />
      );
    case "locations":
      return <LocationsBlock block={block} site={shared.site} />;
  }
}

/** A content page: its title, then the blocks this site shows, in order. */
export function ContentPageView({ site, page }: { site: CurrentSite; page: ContentPage }) {
  const accessories = accessoryCards(contentForSite(site.config).models);
  const offers = siteOffers(site);
  const blocks = shownBlocks(page.blocks, {
    showAccessoriesOnParts: site.config.features.showAccessoriesOnParts,
    accessoryCount: accessories.length,
    offerCount: offers.length,
  });
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{page.title}</h1>
      {blocks.map((block, i) => (
        <Block key={i} block={block} shared={{ site, accessories, offers }} />
      ))}
    </article>
  );
}
