import type { CurrentSite } from "@/platform/site/current-site.server";
import type { LocationDetail } from "@/features/locations/index.server";
import { homeData } from "@/features/home/home-data.server";
import { TYPE_SCALE } from "@/features/home/home-composition";
import { HomeBanners } from "./HomeBanners";
import { HomeSearch } from "./HomeSearch";
import { LatestStock } from "./LatestStock";
import { OffersSection } from "./OffersSection";
import { CaravanFinder, GroupDirectory, RangeStrip, ServiceCta, StockCounts } from "./TemplateParts";

/**
 * A site's home page body, composed for its template (home-composition.ts). The slider leads where there is one
 * (its first picture the page's main one); on a phone it is short, so the search below it stays in the first screen.
 * The supermarket leads with its search, any slider under it. Without a slider the first car's picture is the main one.
 */
export async function SiteHome({ site, places }: { site: CurrentSite; places: readonly LocationDetail[] }) {
  const { config } = site;
  const data = await homeData(site);
  const scale = TYPE_SCALE[data.template];
  const banners = data.banners;
  const slider = <HomeBanners banners={banners} />;
  const search = (
    <HomeSearch
      config={config}
      makeGroups={data.makeGroups}
      keywordPlaceholder={data.keywordPlaceholder}
      titleClass={scale.title}
      big={data.template === "supermarket"}
    />
  );
  const latest = (
    <LatestStock
      cars={data.latest}
      listingPath={config.stock.listingPath}
      noPriceText={config.stock.noPriceText}
      headingClass={scale.heading}
      eagerFirst={banners.length === 0}
    />
  );
  const offers = (
    <OffersSection offers={data.offers} siteManufacturer={config.manufacturer} headingClass={scale.heading} />
  );
  return (
    <div data-home-template={data.template}>
      {data.template === "supermarket" ? search : slider}
      {data.template === "supermarket" ? slider : search}
      {data.template === "franchise" ? (
        <>
          <RangeStrip data={data} headingClass={scale.heading} />
          {offers}
          {latest}
          <ServiceCta config={config} headingClass={scale.heading} />
        </>
      ) : data.template === "supermarket" ? (
        <>
          <StockCounts data={data} config={config} scale={scale} />
          {latest}
          {offers}
        </>
      ) : data.template === "caravan" ? (
        <>
          <CaravanFinder data={data} config={config} headingClass={scale.heading} />
          {latest}
          {offers}
        </>
      ) : (
        <>
          <GroupDirectory data={data} config={config} places={places} headingClass={scale.heading} />
          {latest}
          {offers}
        </>
      )}
    </div>
  );
}
