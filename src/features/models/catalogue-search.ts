import type { BodyType } from "@/domain/vehicle-kinds";
import type { CatalogueFile, ContentModel } from "@/platform/content/content-schema";

/**
 * The car catalogue search: every manufacturer's catalogue, filtered by
 * manufacturer name, model name and model body, 21 to a page. Names match without regard to case or spacing;
 * the manufacturer by its whole name or slug, the model by any part of its name, the body exactly.
 */
export const CATALOGUE_PAGE_SIZE = 21;

export interface CatalogueQuery {
  manufacturer?: string;
  model?: string;
  body?: BodyType;
  page: number;
}

export interface CatalogueHit {
  manufacturer: { name: string; slug: string };
  model: Pick<ContentModel, "name" | "slug" | "body" | "categories" | "status" | "image" | "summary">;
}

export interface Paged<T> {
  hits: T[];
  count: number;
  page: number;
  pages: number;
}

const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s-]+/g, " ")
    .trim();

/** One page of a list: a page past the end is empty, but still reports the count and the number of pages. */
export function paginate<T>(items: readonly T[], page: number, size: number): Paged<T> {
  const start = (page - 1) * size;
  return { hits: items.slice(start, start + size), count: items.length, page, pages: Math.ceil(items.length / size) };
}

export function searchCatalogue(catalogues: Iterable<CatalogueFile>, q: CatalogueQuery): Paged<CatalogueHit> {
  const maker = q.manufacturer ? fold(q.manufacturer) : null;
  const model = q.model ? fold(q.model) : null;
  const hits: CatalogueHit[] = [];
  for (const file of catalogues) {
    const { name, slug } = file.manufacturer;
    if (maker && fold(name) !== maker && fold(slug) !== maker) continue;
    for (const m of file.models) {
      if (model && !fold(m.name).includes(model)) continue;
      if (q.body && m.body !== q.body) continue;
      const { name: modelName, slug: modelSlug, body, categories, status, image, summary } = m;
      hits.push({
        manufacturer: { name, slug },
        model: { name: modelName, slug: modelSlug, body, categories, status, image, summary },
      });
    }
  }
  hits.sort(
    (a, b) => a.manufacturer.name.localeCompare(b.manufacturer.name) || a.model.name.localeCompare(b.model.name),
  );
  return paginate(hits, q.page, CATALOGUE_PAGE_SIZE);
}

/** The cache key: the query as searched (folded names), so 'RAV4' and 'rav4' share an entry. */
export function catalogueCacheKey(q: CatalogueQuery): string {
  return JSON.stringify([
    q.manufacturer ? fold(q.manufacturer) : "",
    q.model ? fold(q.model) : "",
    q.body ?? "",
    q.page,
  ]);
}
