import path from "node:path";
import type { ConfigProblem } from "@/platform/site/config-layers";
import type { SiteTree } from "@/platform/site/site-tree";
import { siteDocumentPath } from "./document-paths";
import { sitePageAt, type SitePagesView } from "./site-pages";

/** The fields of a site's documents that lead a shopper somewhere: menu and card links, popup and banner links. */
const LINK_FIELDS = new Set(["href", "linkTo"]);
/** The fields that hold rich text, whose anchors are links too. */
const HTML_FIELDS = new Set(["html"]);
const ANCHOR = /<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** A link found in a document: where it sits (the schema's dotted field) and where it leads. */
interface FoundLink {
  field: string;
  href: string;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Every link of a document's JSON, by its field. A link with a `baseDomainPath` leads to the manufacturer's network on
 * a site that has a base domain (link-href.ts), so its own `href` is not where it goes there.
 */
export function documentLinks(value: unknown, hasBaseDomain: boolean, field = ""): FoundLink[] {
  const at = (key: string | number) => (field ? `${field}.${key}` : String(key));
  if (Array.isArray(value)) return value.flatMap((item, i) => documentLinks(item, hasBaseDomain, at(i)));
  if (!isObject(value)) return [];
  const found: FoundLink[] = [];
  const elsewhere = hasBaseDomain && typeof value.baseDomainPath === "string";
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === "string" && LINK_FIELDS.has(key) && !elsewhere) found.push({ field: at(key), href: child });
    else if (typeof child === "string" && HTML_FIELDS.has(key))
      for (const match of child.matchAll(ANCHOR))
        found.push({ field: at(key), href: match[1] ?? match[2] ?? match[3] ?? "" });
    else found.push(...documentLinks(child, hasBaseDomain, at(key)));
  }
  return found;
}

/** A link that stays on the site's own host: a path (not `//host`), never a scheme (https:, mailto:, tel:). */
const isOwnPath = (href: string) => href.startsWith("/") && !href.startsWith("//");

/**
 * The links of a site's own documents (its settings and its content) that lead to no page of the site, each a problem
 * of its document at its field. Pages come and go with the documents (a content page removed, a feature turned off),
 * so this is asked of the documents as they would be after a change, and only what a change adds is refused.
 */
export function deadLinkProblems(tree: SiteTree, view: SitePagesView): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const hasBaseDomain = view.config.manufacturerBaseDomain !== null;
  for (const kind of ["settings", "content"] as const) {
    const file = path.join(tree.root, siteDocumentPath(view.config.slug, kind));
    if (!tree.exists(file)) continue;
    let body: unknown;
    try {
      body = JSON.parse(tree.read(file));
    } catch {
      continue; // The document's own check names a document that is not JSON.
    }
    for (const link of documentLinks(body, hasBaseDomain))
      if (isOwnPath(link.href) && !sitePageAt(link.href, view))
        problems.push({
          path: file,
          field: link.field,
          reason: `${link.href} leads to no page of this site; link to one of its pages or remove the link`,
        });
  }
  return problems;
}
