import type { ContentBlock } from "@/platform/content/content-schema";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { LeadFormSection } from "@/features/leads/index.server";

type Block = Extract<ContentBlock, { type: "form" }>;

/** A lead form of the platform's on a content page: the parts order form, or the general enquiry or fleet form. */
export function FormBlock({ block, site }: { block: Block; site: CurrentSite }) {
  const id = `${block.form}-form`;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 max-w-3xl rounded-lg bg-surface p-5">
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {block.heading}
      </h2>
      {block.intro ? <p className="mt-2 leading-relaxed">{block.intro}</p> : null}
      <div className="mt-4">
        <LeadFormSection site={site} kind={block.form} id={id} />
      </div>
    </section>
  );
}
