import Link from "next/link";
import { notFound } from "next/navigation";
import type { DeskPlace } from "@/features/lead-desk";
import { placeDocuments } from "@/features/content-desk/desk-documents";

/**
 * The content desk's first page: each site of the member's with the documents they may edit (its locations and hours,
 * its content, its settings). A member with none gets the missing page, as for anything they may not see.
 */
export function ContentDesk({ place }: { place: DeskPlace }) {
  const documents = placeDocuments(place);
  if (documents.length === 0) notFound();
  const sites = [...new Map(documents.map((d) => [d.site.id, d.site])).values()];
  return (
    <main className="mx-auto max-w-3xl p-4 sm:p-8">
      <h1 className="text-2xl font-bold">Content</h1>
      <p className="mt-2">
        Each change is a draft until it is published; every published version is kept and can be restored.
      </p>
      {sites.map((site) => (
        <section key={site.id} aria-labelledby={`site-${site.id}`} className="mt-6">
          <h2 id={`site-${site.id}`} className="text-xl font-semibold">
            {site.name}
          </h2>
          <ul className="mt-2 list-disc pl-6">
            {documents
              .filter((d) => d.site.id === site.id)
              .map((d) => (
                <li key={d.path}>
                  <Link href={`/content/${site.slug}/${d.deskKind}`} className="underline">
                    {d.title}
                    <span className="sr-only"> of {site.name}</span>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
