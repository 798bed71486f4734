import { can, type Member } from "@/features/staff";
import type { DocumentKind } from "@/features/site-documents";

/** What a member may do with one of a site's documents. */
export interface DocumentRights {
  read: boolean;
  /** Save a draft (and so preview it). */
  draft: boolean;
  /** Publish it, now or at a set time, and restore an earlier version. */
  publish: boolean;
}

/**
 * The roles of the content desk: marketing drafts a site's content and a manager publishes it; a site's settings and
 * its dealerships' hours are a manager's to draft and publish; an owner does everything. Always within the member's
 * scope: a site they work at as a whole (a document is the whole site's, so a dealership's member has none).
 */
export function documentRights(
  member: Member,
  site: { id: number },
  kind: Exclude<DocumentKind, "shared">,
): DocumentRights {
  const target = { groupId: member.groupId, siteId: site.id, dealershipId: null, locationId: null };
  if (kind === "content") {
    const draft = can(member, "update", { resource: "content", ...target });
    return {
      read: can(member, "read", { resource: "content", ...target }),
      draft,
      publish: draft && can(member, "publish", { resource: "content", ...target }),
    };
  }
  const settings = can(member, "update", { resource: "site", ...target });
  return { read: settings, draft: settings, publish: settings };
}
