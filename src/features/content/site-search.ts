import type { ContentPage } from "@/platform/content/content-schema";
import type { SiteModel, SiteOffer } from "@/platform/content/site-content";

/** One thing the directory search can find: a page, a model or an offer, with the text it is found by. */
export interface SearchEntry {
  kind: "Page" | "Model" | "Offer" | "Accessories";
  title: string;
  href: string;
  /** Shown under the title in the results. */
  summary: string;
  /** Lower-cased title and summary (plus any other text the entry is found by). */
  haystack: string;
}

/** A query longer than this is cut: no one types more into a site search, and the work stays bounded. */
export const MAX_QUERY_LENGTH = 200;
const MAX_WORDS = 12;

/**
 * The query's words, lower-cased: letters and digits in any script, everything else a separator.
 * Any input is safe here (odd characters, huge strings): it only ever yields a short list of words.
 */
export function queryWords(query: string): string[] {
  const words =
    query
      .slice(0, MAX_QUERY_LENGTH)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_WORDS);
}

const entry = (kind: SearchEntry["kind"], title: string, href: string, summary: string, extra = ""): SearchEntry => ({
  kind,
  title,
  href,
  summary,
  haystack: `${title}\n${summary}\n${extra}`.toLowerCase(),
});

/**
 * What the directory search looks through: the site's pages (title, description), its models (name,
 * manufacturer, body, summary) and its current offers (name, description).
 */
export function directoryEntries(content: {
  pages: readonly ContentPage[];
  models: readonly SiteModel[];
  offers: readonly SiteOffer[];
}): SearchEntry[] {
  return [
    ...content.pages.map((p) => entry("Page", p.title, p.path, p.description)),
    ...content.models.map((m) =>
      entry("Model", `${m.manufacturer.name} ${m.name}`, m.path, m.summary, `${m.body} ${m.categories.join(" ")}`),
    ),
    ...content.offers.map((o) => entry("Offer", o.name, `/offers/${o.id}`, o.description)),
  ];
}

const PARTS_PATH = /(^|\/|-)(parts|accessories)(-|\/|$)/;

/**
 * What the parts search looks through (there is no parts catalogue in the site's data): the parts and
 * accessories pages, with every word of their text, and the accessories of each model that has some.
 */
export function partsEntries(content: { pages: readonly ContentPage[]; models: readonly SiteModel[] }): SearchEntry[] {
  const pages = content.pages
    .filter((p) => PARTS_PATH.test(p.path))
    .map((p) => entry("Page", p.title, p.path, p.description, p.blocks.map(blockText).join("\n")));
  const accessories = content.models
    .filter((m) => m.accessoriesCount > 0)
    .map((m) =>
      entry(
        "Accessories",
        `${m.manufacturer.name} ${m.name} accessories`,
        `/${m.slug}/accessories`,
        `${m.accessoriesCount} genuine accessories for the ${m.name}.`,
        "accessory parts genuine",
      ),
    );
  return [...pages, ...accessories];
}

function blockText(block: ContentPage["blocks"][number]): string {
  switch (block.type) {
    case "text":
    case "collage":
      return [block.heading ?? "", ...block.paragraphs].join("\n");
    case "cards":
    case "cta-cards":
      return [block.heading ?? "", ...block.cards.flatMap((c) => [c.title, c.text])].join("\n");
    case "rich-text":
      return [block.heading ?? "", htmlText(block.html)].join("\n");
    case "truncated-text":
      return [block.title, htmlText(block.html)].join("\n");
    case "service-advantage":
      return [block.heading, ...block.paragraphs, ...block.models.map((m) => m.model)].join("\n");
    case "fleet-services":
      return [block.heading, block.intro, ...block.services.flatMap((s) => [s.title, s.text])].join("\n");
    case "header-line":
      return block.text ?? "";
    case "access-loan-banner":
    case "finance-quote-button":
    case "access-loan-button":
      return "";
    case "review-feedback":
      return "We'd love to hear your feedback! review";
    default:
      return block.heading;
  }
}

/** The words of rich text, for searching only (never rendered): its tags dropped. */
function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&[a-z#0-9]+;/gi, " ");
}

/** Entries with every word of the query in their text (case-insensitive); no words, no results. */
export function searchEntries(entries: readonly SearchEntry[], query: string): SearchEntry[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  return entries.filter((e) => words.every((w) => e.haystack.includes(w)));
}
