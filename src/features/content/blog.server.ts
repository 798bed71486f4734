import "server-only";
import { contentForSite } from "@/platform/content/content-registry.server";
import type { CurrentSite } from "@/platform/site/current-site.server";

/** The site's blog from its content file, or null (its /blog pages are then not found). */
export function siteBlog(site: CurrentSite) {
  return contentForSite(site.config).blog;
}
