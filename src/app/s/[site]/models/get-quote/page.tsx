import type { Metadata } from "next";
import { contentForSite } from "@/platform/content/content-registry.server";
import { requireSite } from "@/platform/site/current-site.server";
import { preselectedQuoteModel } from "@/features/models/model-list";
import { ModelQuoteForm } from "@/features/models/components/ModelQuoteForm";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: "Get a quote on a new car" };

/** /models/get-quote: the new-car quote form, the model preselected by ?model={slug}. */
export default async function GetQuotePage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const model = preselectedQuoteModel(contentForSite(site.config).models, (await searchParams).model);
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold">Get a quote on a new car</h1>
      <p className="mt-3">
        Choose the model and tell us where you are: our new-car team will come back to you with a drive-away price.
      </p>
      <section aria-label="Quote request" className="mt-6 rounded-lg bg-surface p-5">
        <ModelQuoteForm site={site} id="quote-form" model={model} />
      </section>
    </div>
  );
}
