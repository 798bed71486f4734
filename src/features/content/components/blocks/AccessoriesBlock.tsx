import type { AccessoryCard } from "@/features/content/page-blocks";
import { ContentPicture } from "@/features/images";

/**
 * The accessories list: a card per model with accessories, its image and
 * its 'View Accessories' button both leading to the model's accessories. The image link is hidden from
 * assistive technology and the keyboard, so each card is one stop, named by its button.
 */
export function AccessoriesBlock({ heading, cards }: { heading: string; cards: readonly AccessoryCard[] }) {
  return (
    <section className="mt-10" aria-labelledby="accessories-heading">
      <h2 id="accessories-heading" className="text-2xl font-bold">
        {heading}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.href} className="flex flex-col rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <a href={card.href} tabIndex={-1} aria-hidden="true">
              <ContentPicture image={card.image} alt="" className="h-auto w-full" />
            </a>
            <h3 className="mt-2 text-lg font-bold">{card.name}</h3>
            <a
              href={card.href}
              className="mt-3 inline-block self-start rounded bg-primary px-3 py-2 text-sm font-semibold text-on-primary"
            >
              View Accessories<span className="sr-only"> for the {card.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
