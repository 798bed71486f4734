import type { SiteConfig } from "@/platform/site/config-schema";
import type { ContentFiles } from "./content-files";
import type { Blog, ContentModel, ContentOffer, ContentPage, HomeBanner, PromoCard } from "./content-schema";

/** A model as one site shows it: with its manufacturer and the path its Explore link goes to. */
export interface SiteModel extends ContentModel {
  manufacturer: { name: string; slug: string };
  /** The model's page on this site: its override URL, else the site's model path rule. */
  path: string;
  /** The model name stock is listed under. */
  stockModel: string;
}

/** An offer shown on one site (before its time window and car types are applied). */
export interface SiteOffer extends Omit<ContentOffer, "manufacturer"> {
  manufacturer: { name: string; slug: string } | null;
  /** The offer's model, when the site sells it (its card links the model page). */
  siteModel: SiteModel | null;
  /** The offer's model's image, when the offer has none of its own. */
  modelImage: ContentModel["image"] | null;
}

export interface SiteContent {
  models: SiteModel[];
  offers: SiteOffer[];
  promoCards: PromoCard[];
  /** The home page's slider (before its windows and car types are applied). */
  homeBanners: HomeBanner[];
  pages: ContentPage[];
  /** The site's blog, or null when it has none. */
  blog: Blog | null;
}

/** A model page's path by the site's rule. */
export function modelPagePath(pattern: SiteConfig["models"]["pagePath"], manufacturer: string, slug: string): string {
  return pattern.replace("{manufacturer}", manufacturer).replace("{slug}", slug);
}

type Files = Pick<ContentFiles, "catalogues" | "brands" | "sites">;

/**
 * One site's content: the models of the manufacturers it sells new; its own offers and its
 * manufacturers' network offers, less those that exclude it; its promo cards; its brand's pages with
 * its own pages replacing them path for path.
 */
export function siteContent(files: Files, site: SiteConfig): SiteContent {
  const models: SiteModel[] = site.models.manufacturers.flatMap((maker) => {
    const catalogue = files.catalogues.get(maker);
    if (!catalogue) return [];
    const manufacturer = { name: catalogue.manufacturer.name, slug: maker };
    return catalogue.models.map((m) => ({
      ...m,
      manufacturer,
      path: m.overrideUrl ?? modelPagePath(site.models.pagePath, maker, m.slug),
      stockModel: m.stockModel ?? m.name,
    }));
  });
  const resolve = (offer: ContentOffer, maker: string | null): SiteOffer => {
    const catalogue = maker ? files.catalogues.get(maker) : undefined;
    const manufacturer = catalogue ? { name: catalogue.manufacturer.name, slug: catalogue.manufacturer.slug } : null;
    const siteModel = models.find((m) => m.manufacturer.slug === maker && m.slug === offer.model) ?? null;
    const model = catalogue?.models.find((m) => m.slug === offer.model);
    return { ...offer, manufacturer, siteModel, modelImage: model?.image ?? null };
  };
  const own = files.sites.get(site.slug);
  const network = site.models.manufacturers.flatMap((maker) =>
    (files.catalogues.get(maker)?.offers ?? [])
      .filter((o) => !o.excludedSites.includes(site.slug))
      .map((o) => resolve(o, maker)),
  );
  const sitePages = own?.pages ?? [];
  const brandPages = (files.brands.get(site.brand)?.pages ?? []).filter(
    (p) => !sitePages.some((s) => s.path === p.path),
  );
  return {
    models,
    offers: [...(own?.offers ?? []).map((o) => resolve(o, o.manufacturer ?? null)), ...network],
    promoCards: own?.promoCards ?? [],
    homeBanners: own?.homeBanners ?? [],
    pages: [...brandPages, ...sitePages],
    blog: own?.blog ?? null,
  };
}
