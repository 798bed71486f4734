import type { SiteModel } from "@/platform/content/site-content";
import { BODY_LABELS } from "@/domain/vehicle-kinds";
import { bodyChoices, listedModels, modelStockHref, type BodyFilter } from "@/features/models/model-list";
import { modelStatusLabel } from "@/features/models/model-menu";
import { PipelineImage } from "@/features/images";

/** /models: the body filter as links, then the models as cards (current, upcoming, discontinued). */
export function ModelsList({ models, filter }: { models: SiteModel[]; filter: BodyFilter }) {
  const shown = listedModels(models, filter);
  const choices = bodyChoices(models);
  const selected = filter.kind === "body" ? filter.body : null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{selected ? `New ${BODY_LABELS[selected]} models` : "New models"}</h1>
      <nav aria-label="Body types" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          <li>
            <a
              href="/models"
              aria-current={selected ? undefined : "page"}
              className="block rounded-full border border-gray-400 px-3 py-1 aria-[current=page]:bg-gray-900 aria-[current=page]:text-white"
            >
              All ({models.length})
            </a>
          </li>
          {choices.map((c) => (
            <li key={c.body}>
              <a
                href={`/models?body=${c.slug}`}
                aria-current={c.body === selected ? "page" : undefined}
                className="block rounded-full border border-gray-400 px-3 py-1 aria-[current=page]:bg-gray-900 aria-[current=page]:text-white"
              >
                {c.label} ({c.count})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {filter.kind === "unknown" ? (
        <p role="status" className="mt-4 rounded-md border border-amber-700 bg-amber-50 p-3">
          There is no body type &lsquo;{filter.value}&rsquo;, so every model is shown.
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p className="mt-6">No models to show yet.</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((m, index) => {
            const name = `${m.manufacturer.name} ${m.name}`;
            return (
              <li
                key={`${m.manufacturer.slug}-${m.slug}`}
                className="flex flex-col rounded-lg border border-gray-200 p-4"
              >
                <PipelineImage
                  src={m.image.url}
                  alt=""
                  width={m.image.width}
                  height={m.image.height}
                  sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  priority={index === 0}
                  className="h-auto w-full"
                />
                <p className="mt-2 text-sm font-bold uppercase text-gray-700">{modelStatusLabel(m.status)}</p>
                <h2 className="text-xl font-bold">{name}</h2>
                <p className="text-gray-700">{BODY_LABELS[m.body]}</p>
                <div className="mt-3 flex flex-wrap gap-4 font-semibold">
                  <a href={m.path} className="underline hover:no-underline">
                    Explore<span className="sr-only"> {name}</span>
                  </a>
                  <a href={modelStockHref(m)} className="underline hover:no-underline">
                    Our Stock<span className="sr-only"> of {name}</span>
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-8">
        <a href="/models/get-quote" className="rounded bg-primary px-4 py-2 font-semibold text-on-primary">
          Get a quote on a new car
        </a>
      </p>
    </div>
  );
}
