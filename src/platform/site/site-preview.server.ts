import "server-only";
import { createHmac } from "node:crypto";
import { inArray } from "drizzle-orm";
import { cookies, draftMode } from "next/headers";
import { contentForPreview } from "@/platform/content/content-registry.server";
import { getDb } from "@/platform/db/db.server";
import { platformSecret } from "@/platform/db/platform-secret.server";
import { siteDocumentDrafts } from "@/platform/db/schema";
import { env } from "@/platform/env";
import { canTakeDeposits } from "@/platform/payments/deposits";
import type { SiteConfig } from "./config-schema";
import { dealerDraftPath, previewedPaths, siteWithDrafts } from "./preview-documents";
import { PREVIEW_COOKIE, PREVIEW_TOKEN_TTL_MS, signPreviewToken, verifyPreviewToken } from "./preview-token";
import { servedSiteTree } from "./served-site-tree";

/**
 * The preview of a site's drafts on its own host. A member who may read a draft is given a signed link
 * (preview-token.ts); the site's /preview route checks it, turns Next's draft mode on and keeps the token in an
 * httpOnly cookie. While both are there, the request's site (current-site.server.ts) is the published documents with
 * that site's drafts applied, and its content (contentForSite) is read from them: every loader that takes the site
 * sees the drafts with no change of its own. Draft mode is what keeps it out of the page cache: Next neither reads nor
 * stores a page for a request in draft mode, and renders it per request (docs/adr/0015).
 */

/** The key preview links are signed with: derived from AUTH_SECRET when set, else one the platform keeps. */
function previewSecret(): Promise<string> {
  const shared = env().AUTH_SECRET;
  return shared
    ? Promise.resolve(createHmac("sha256", shared).update("forecourt content preview").digest("hex"))
    : platformSecret("content-preview");
}

/** A token previewing the site's drafts for the next hour. */
export async function issuePreviewToken(site: string, now = Date.now()): Promise<string> {
  return signPreviewToken(await previewSecret(), { site, expiresAt: now + PREVIEW_TOKEN_TTL_MS });
}

/** What the site's host makes of a token a browser brought: a clear refusal, or until when the preview lasts. */
export async function checkPreviewToken(site: string, token: unknown, now = Date.now()) {
  return verifyPreviewToken({ secret: await previewSecret(), site, token, now });
}

export { PREVIEW_COOKIE };

/** Whether this request previews the site: draft mode is on, and its cookie holds a valid token for this site. */
async function previewing(slug: string): Promise<boolean> {
  let enabled: boolean;
  try {
    enabled = (await draftMode()).isEnabled;
  } catch {
    return false; // outside a request (a test, a script): never a preview
  }
  if (!enabled) return false;
  const token = (await cookies()).get(PREVIEW_COOKIE)?.value;
  return (await checkPreviewToken(slug, token)).ok;
}

/** What a request previewing a site's drafts is given. */
interface SitePreview {
  /** The published documents with the site's drafts of its settings and content applied (else the published one). */
  config: SiteConfig;
  /**
   * The draft of the site's dealer document, when there is one: its locations' hours are served from the tables a
   * publish writes, so the locations feature reads a preview's hours from this instead (previewed-hours.ts).
   */
  dealerDraft: string | null;
}

/**
 * The site's configuration for this request when it previews the site's drafts: the published documents with them
 * applied, read by the same loaders as the published ones; the published configuration when there is no draft or a
 * draft would stop the site. With it, the draft of the site's dealer document. Null when the request does not preview
 * this site.
 */
export async function previewedSite(slug: string, published: SiteConfig): Promise<SitePreview | null> {
  if (!(await previewing(slug))) return null;
  const db = await getDb();
  const rows = await db
    .select({ path: siteDocumentDrafts.path, body: siteDocumentDrafts.body })
    .from(siteDocumentDrafts)
    .where(inArray(siteDocumentDrafts.path, [...previewedPaths(slug), dealerDraftPath(slug)]));
  const dealerDraft = rows.find((d) => d.path === dealerDraftPath(slug))?.body ?? null;
  const drafts = rows.filter((d) => d.path !== dealerDraftPath(slug));
  if (drafts.length === 0) return { config: published, dealerDraft };
  const site = siteWithDrafts(
    servedSiteTree(),
    new Map(drafts.map((d) => [d.path, d.body])),
    slug,
    canTakeDeposits(env()),
  );
  return { config: site ? contentForPreview(site.config, site.content) : published, dealerDraft };
}
