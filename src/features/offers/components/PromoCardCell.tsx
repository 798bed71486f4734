import type { PromoCard } from "@/platform/content/content-schema";
import { ContentPicture } from "@/features/images";

/**
 * A promo card in the search result grid: a complementary
 * region labelled 'Promotion', so a screen reader does not take it for a vehicle in the results.
 */
export function PromoCardCell({ card }: { card: PromoCard }) {
  return (
    <aside
      aria-label={`Promotion: ${card.title}`}
      data-promo-card={card.id}
      className="flex h-full flex-col overflow-hidden rounded-lg border-2 border-dashed border-accent bg-surface"
    >
      <ContentPicture
        image={card.image}
        alt={card.image.alt}
        sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
        fit="cover"
        className="h-auto w-full"
      />
      <div className="flex flex-1 flex-col p-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-gray-700">Promotion</p>
        <h2 className="mt-1 text-lg font-semibold">{card.title}</h2>
        {card.text ? <p className="mt-2 text-gray-800">{card.text}</p> : null}
        <p className="mt-auto pt-4">
          <a className="inline-block rounded bg-primary px-4 py-2 font-semibold text-on-primary" href={card.href}>
            {card.buttonText}
          </a>
        </p>
      </div>
    </aside>
  );
}
