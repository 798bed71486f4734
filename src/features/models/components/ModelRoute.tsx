import type { CurrentSite } from "@/platform/site/current-site.server";
import type { ModelRouteMatch } from "@/features/models/model-paths";

/** A model's page, or its accessories. */
export function ModelRoute({ match }: { site: CurrentSite; match: ModelRouteMatch }) {
  const { model, view } = match;
  return (
    <article className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">
        {model.manufacturer.name} {model.name}
        {view === "accessories" ? " accessories" : ""}
      </h1>
      <p className="mt-3">{model.summary}</p>
    </article>
  );
}
