import type { DeskPlace } from "@/features/lead-desk";
import { siteDocumentPath } from "@/features/site-documents";
import { documentRights, type DocumentRights } from "./document-rights";

/** The kinds of a site's documents the desk edits, by the name its addresses use. */
const DESK_KINDS = {
  hours: { kind: "dealers", title: "Locations and opening hours" },
  content: { kind: "content", title: "Offers, promo cards, pages and menus" },
  settings: { kind: "settings", title: "Site settings" },
} as const;
type DeskKind = keyof typeof DESK_KINDS;

/** One document of a site as the desk shows it to a member. */
export interface DeskDocument {
  site: { id: number; slug: string; name: string };
  deskKind: DeskKind;
  title: string;
  path: string;
  rights: DocumentRights;
}

/** Every document the member may read, site by site. */
export function placeDocuments(place: DeskPlace): DeskDocument[] {
  return place.sites.flatMap((site) =>
    (Object.keys(DESK_KINDS) as DeskKind[]).flatMap((deskKind) => {
      const { kind, title } = DESK_KINDS[deskKind];
      const rights = documentRights(place.member, site, kind);
      return rights.read ? [{ site, deskKind, title, path: siteDocumentPath(site.slug, kind), rights }] : [];
    }),
  );
}

/** One document by its site and kind, or null where the member may not read it (as if it did not exist). */
export function placeDocument(place: DeskPlace, siteSlug: string, deskKind: string): DeskDocument | null {
  return placeDocuments(place).find((d) => d.site.slug === siteSlug && d.deskKind === deskKind) ?? null;
}
