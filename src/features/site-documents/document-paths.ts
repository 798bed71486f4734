/**
 * What a site document is, from its path under SITES_DIR: a site's own settings (`sites/{slug}.json`), its
 * dealerships, locations and hours (`dealers/{slug}.json`) and its content (`content/sites/{slug}.json`) belong to that
 * site; the platform's, brands', templates' and catalogues' documents are shared by the sites built on them.
 */
export type DocumentKind = "settings" | "dealers" | "content" | "shared";

const OWN: readonly [RegExp, DocumentKind][] = [
  [/^sites\/([a-z0-9-]+)\.json$/, "settings"],
  [/^dealers\/([a-z0-9-]+)\.json$/, "dealers"],
  [/^content\/sites\/([a-z0-9-]+)\.json$/, "content"],
];

/** The site a document belongs to and its kind; a shared document belongs to no one site. */
export function documentOwner(path: string): { site: string | null; kind: DocumentKind } {
  for (const [pattern, kind] of OWN) {
    const site = pattern.exec(path)?.[1];
    if (site) return { site, kind };
  }
  return { site: null, kind: "shared" };
}

/** A site's own documents, by kind. */
export function siteDocumentPath(site: string, kind: Exclude<DocumentKind, "shared">): string {
  return kind === "settings"
    ? `sites/${site}.json`
    : kind === "dealers"
      ? `dealers/${site}.json`
      : `content/sites/${site}.json`;
}

/** The sites whose pages a change to these documents may change: a shared one's reach is every site. */
export function sitesReachedBy(paths: readonly string[], allSites: readonly string[]): string[] {
  const owners = paths.map((p) => documentOwner(p).site);
  return owners.includes(null) ? [...allSites] : [...new Set(owners as string[])];
}
