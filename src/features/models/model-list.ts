import { BODY_LABELS, isBodyType, type BodyType } from "@/domain/vehicle-kinds";
import { MODEL_STATUSES } from "@/platform/content/model-categories";
import type { SiteModel } from "@/platform/content/site-content";
import { bodySlug, EMPTY_SEARCH, searchHref } from "@/features/search";

/**
 * /models: the site's models, `?body=` filtering by the manufacturer's body
 * type. The body is read by its URL slug (`cab-chassis`) or its name (`cabChassis`); any other value is not an
 * error page but the whole list with a notice, so an old or mistyped link still leads somewhere.
 */
export type BodyFilter = { kind: "all" } | { kind: "body"; body: BodyType } | { kind: "unknown"; value: string };

export function readBodyFilter(value: string | string[] | undefined): BodyFilter {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw === "") return { kind: "all" };
  const body = [raw, raw.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())].find(isBodyType);
  return body ? { kind: "body", body } : { kind: "unknown", value: raw.slice(0, 40) };
}

const STATUS_ORDER = new Map(MODEL_STATUSES.map((s, i) => [s, i]));

/** Current models first, then upcoming, then discontinued; by manufacturer and name within each. */
export function listedModels(models: readonly SiteModel[], filter: BodyFilter): SiteModel[] {
  return models
    .filter((m) => filter.kind !== "body" || m.body === filter.body)
    .toSorted(
      (a, b) =>
        STATUS_ORDER.get(a.status)! - STATUS_ORDER.get(b.status)! ||
        a.manufacturer.name.localeCompare(b.manufacturer.name) ||
        a.name.localeCompare(b.name),
    );
}

/** The body types the site's models have, as filter links: label, URL value and how many models. */
export function bodyChoices(
  models: readonly SiteModel[],
): { body: BodyType; slug: string; label: string; count: number }[] {
  const counts = new Map<BodyType, number>();
  for (const m of models) counts.set(m.body, (counts.get(m.body) ?? 0) + 1);
  return [...counts]
    .map(([body, count]) => ({ body, slug: bodySlug(body), label: BODY_LABELS[body], count }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** 'Our Stock': the site's new and demo stock of the model, as the search lists it (make and stock model name). */
export function modelStockHref(model: Pick<SiteModel, "manufacturer" | "stockModel">): string {
  return searchHref("/search/new-and-demo-cars", {
    ...EMPTY_SEARCH,
    lists: { make: [model.manufacturer.name], model: [model.stockModel] },
  });
}

/** The models a new-car quote can be for: every current model (discontinued ones are not sold new), by full name. */
export function quoteModelOptions(models: readonly SiteModel[]): { value: string; label: string }[] {
  return listedModels(models, { kind: "all" })
    .filter((m) => m.status !== "discontinued")
    .map((m) => {
      const name = `${m.manufacturer.name} ${m.name}`;
      return { value: name, label: name };
    });
}

/** The quote form's preselected model from `?model={slug}`: its full name when it is one the form offers. */
export function preselectedQuoteModel(
  models: readonly SiteModel[],
  slug: string | string[] | undefined,
): string | null {
  const wanted = Array.isArray(slug) ? slug[0] : slug;
  const model = models.find((m) => m.slug === wanted && m.status !== "discontinued");
  return model ? `${model.manufacturer.name} ${model.name}` : null;
}
