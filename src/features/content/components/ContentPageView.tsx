import type { ContentPage } from "@/platform/content/content-schema";
import type { CurrentSite } from "@/platform/site/current-site.server";

/** A content page: its title, then its blocks in order. */
export function ContentPageView({ page }: { site: CurrentSite; page: ContentPage }) {
  return (
    <article className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">{page.title}</h1>
      {page.blocks.map((block, i) =>
        block.type === "text" ? (
          <section key={i} className="mt-6">
            {block.heading ? <h2 className="text-2xl font-bold">{block.heading}</h2> : null}
            {block.paragraphs.map((p, j) => (
              <p key={j} className="mt-3 leading-relaxed">
                {p}
              </p>
            ))}
          </section>
        ) : null,
      )}
    </article>
  );
}
