import type { SiteConfig } from "@/platform/site/config-schema";
import { siteTags } from "@/features/marketing-tags/tag-scripts";

/**
 * The site's measurement tags' loaders, as inline scripts the site's policy admits by their hashes (tag-scripts.ts);
 * nothing at all on a site that set none.
 */
export function MarketingTags({ tags }: { tags: SiteConfig["marketingTags"] }) {
  return siteTags(tags).map((tag, i) => (
    // The text is the loader as tag-scripts.ts wrote it: an id the schema checked inside fixed code.
    <script key={i} dangerouslySetInnerHTML={{ __html: tag.script }} />
  ));
}
