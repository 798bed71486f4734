import type { CurrentSite } from "@/platform/site/current-site.server";
import { contentForSite } from "@/platform/content/content-registry.server";
import { LeadFormSection } from "@/features/leads/index.server";
import { quoteModelOptions } from "@/features/models/model-list";

/** The new-car quote form, offering the site's current models, one of them preselected when the page is about it. */
export function ModelQuoteForm({
  site,
  id,
  model,
  interest = "quote",
}: {
  site: CurrentSite;
  id: string;
  model: string | null;
  interest?: "quote" | "accessories";
}) {
  return (
    <LeadFormSection
      site={site}
      kind="new-car-quote"
      id={id}
      models={quoteModelOptions(contentForSite(site.config).models)}
      defaults={model ? { model } : {}}
      hidden={{ interest }}
    />
  );
}
