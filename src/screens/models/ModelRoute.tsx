import type { CurrentSite } from "@/platform/site/current-site.server";
import { BODY_LABELS } from "@/domain/vehicle-kinds";
import type { SiteModel } from "@/platform/content/site-content";
import type { ModelRouteMatch } from "@/features/models/model-paths";
import { modelStockHref } from "@/features/models/model-list";
import { modelStock } from "@/features/models/model-stock.server";
import { modelStatusLabel } from "@/features/models/model-menu";
import { ResultCard } from "@/features/search/components/ResultCard";
import { resultCardView } from "@/features/search/result-card-view";
import { ModelQuoteForm } from "@/features/models/components/ModelQuoteForm";
import { JsonLd } from "@/features/findability/components/JsonLd";
import { breadcrumbJsonLd } from "@/features/findability/structured-data";
import { modelSteps } from "@/features/findability/breadcrumb-steps";
import { structuredDataContext } from "@/features/findability/structured-data.server";
import { PipelineImage } from "@/features/images/components/PipelineImage";
import { FormPanel } from "@/ui/FormPanel";

/** How many of the model's cars the page shows; 'Our Stock' lists them all. */
const STOCK_SHOWN = 6;

const fullName = (m: SiteModel) => `${m.manufacturer.name} ${m.name}`;

function ModelHeading({ model, suffix = "" }: { model: SiteModel; suffix?: string }) {
  return (
    <header>
      <p className="inline-block rounded bg-gray-900 px-2 py-1 text-sm font-bold uppercase text-white">
        {modelStatusLabel(model.status)}
      </p>
      <h1 className="mt-2 text-3xl font-bold">
        {fullName(model)}
        {suffix}
      </h1>
      <p className="mt-1 text-gray-700">
        {BODY_LABELS[model.body]} · {model.categories.join(", ")}
      </p>
    </header>
  );
}

function Hero({ model }: { model: SiteModel }) {
  return (
    <PipelineImage
      src={model.image.url}
      alt={model.image.alt}
      width={model.image.width}
      height={model.image.height}
      sizes="(min-width: 1152px) 640px, (min-width: 1024px) 55vw, 100vw"
      priority
      className="h-auto w-full max-w-3xl rounded-lg bg-surface"
    />
  );
}

async function ModelStock({ site, model }: { site: CurrentSite; model: SiteModel }) {
  const result = await modelStock(site, model);
  const now = new Date();
  const href = modelStockHref(model);
  return (
    <section aria-labelledby="model-stock-heading" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="model-stock-heading" className="text-2xl font-bold">
          New and demo {model.name} in stock
        </h2>
        <a href={href} className="rounded bg-primary px-4 py-2 font-semibold text-on-primary hover:underline">
          Our Stock<span className="sr-only"> of {fullName(model)}</span> ({result.count})
        </a>
      </div>
      {result.hits.length === 0 ? (
        <p className="mt-4">
          We have no new or demo {model.name} in stock right now. Ask for a quote below and we will find one for you.
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {result.hits.slice(0, STOCK_SHOWN).map((car) => (
            <li key={car.id}>
              <ResultCard view={resultCardView(car, site.config, now)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ModelPage({ site, model }: { site: CurrentSite; model: SiteModel }) {
  const discontinued = model.status === "discontinued";
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <ModelHeading model={model} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <Hero model={model} />
        <div>
          <p className="text-lg">{model.summary}</p>
          {model.keyFigures.length > 0 ? (
            <section aria-labelledby="key-figures-heading" className="mt-6">
              <h2 id="key-figures-heading" className="text-xl font-bold">
                Key figures
              </h2>
              <dl className="mt-3 grid grid-cols-2 gap-3">
                {model.keyFigures.map((f) => (
                  <div key={f.label} className="rounded-md bg-surface p-3">
                    <dt className="text-sm text-gray-700">{f.label}</dt>
                    <dd className="text-xl font-bold">{f.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          {model.accessoriesCount > 0 ? (
            <p className="mt-6">
              <a href={`/${model.slug}/accessories`} className="font-semibold underline hover:no-underline">
                {model.accessoriesCount} genuine accessories for the {model.name}
              </a>
            </p>
          ) : null}
        </div>
      </div>
      <ModelStock site={site} model={model} />
      <FormPanel
        headingId="quote-heading"
        heading={discontinued ? `The ${model.name} is no longer sold new` : `Get a quote on the ${model.name}`}
        className="mt-10 max-w-2xl"
      >
        {discontinued ? (
          <p>
            The {fullName(model)} has left the new-car range. Our stock above and our{" "}
            <a href="/models" className="underline">
              current models
            </a>{" "}
            may have what you are after, or{" "}
            <a href="/models/get-quote" className="underline">
              ask for a quote
            </a>{" "}
            on one of them.
          </p>
        ) : (
          <ModelQuoteForm site={site} id="model-quote-form" model={fullName(model)} />
        )}
      </FormPanel>
    </article>
  );
}

function AccessoriesPage({ site, model }: { site: CurrentSite; model: SiteModel }) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <ModelHeading model={model} suffix=" accessories" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <Hero model={model} />
          <p className="mt-6 text-lg">
            <strong>{model.accessoriesCount} genuine accessories</strong> are made for the {model.name}: protection such
            as floor mats, bonnet protectors and tow bars, carrying gear such as roof racks and cargo liners, and
            styling touches such as alloy wheels and sports trims. Each is designed and tested for the {model.name},
            fitted by our parts team and covered by the manufacturer&apos;s accessory warranty.
          </p>
          <p className="mt-4">
            Tell us what you are looking for and our parts team will come back to you with what suits your {model.name},
            the price and a fitting time.
          </p>
          <p className="mt-4">
            <a href={model.path} className="font-semibold underline hover:no-underline">
              About the {fullName(model)}
            </a>
          </p>
        </div>
        <FormPanel headingId="accessories-form-heading" heading="Ask about accessories">
          <ModelQuoteForm
            site={site}
            id="accessories-form"
            model={model.status === "discontinued" ? null : fullName(model)}
            interest="accessories"
          />
        </FormPanel>
      </div>
    </article>
  );
}

/** A model's page, or its accessories. */
/** The model page's BreadcrumbList (Home / Models / the model [/ Accessories]). */
async function ModelBreadcrumbs({ site, match }: { site: CurrentSite; match: ModelRouteMatch }) {
  const { origin } = await structuredDataContext(site);
  return <JsonLd data={breadcrumbJsonLd(origin, modelSteps(match.model, match.view))} />;
}

export function ModelRoute({ site, match }: { site: CurrentSite; match: ModelRouteMatch }) {
  return (
    <>
      <ModelBreadcrumbs site={site} match={match} />
      <ModelView site={site} match={match} />
    </>
  );
}

function ModelView({ site, match }: { site: CurrentSite; match: ModelRouteMatch }) {
  return match.view === "accessories" ? (
    <AccessoriesPage site={site} model={match.model} />
  ) : (
    <ModelPage site={site} model={match.model} />
  );
}
