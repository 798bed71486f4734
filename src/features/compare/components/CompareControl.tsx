import type { SiteConfig } from "@/platform/site/config-schema";
import { CompareToggle } from "./CompareToggle";

/** A car's compare toggle, only on sites with compare on (`features.compare`): a result card and a vehicle page. */
export function CompareControl({
  config,
  slug,
  title,
  className = "",
}: {
  config: SiteConfig;
  slug: string;
  title: string;
  className?: string;
}) {
  return config.features.compare ? <CompareToggle slug={slug} title={title} className={className} /> : null;
}
