import type { ContentImage } from "@/platform/content/content-schema";
import { ContentPicture } from "@/features/images";

export interface LinkCard {
  title: string;
  text: string;
  href: string;
  label: string;
  external?: boolean;
  image?: ContentImage | null;
}

/**
 * Call-to-action cards in a grid: a title, a line of text and a button. The button names the card
 * ("Book a service: Warranty Advantage" is too long, so its label comes from the data and the title is
 * its heading); an external link opens in a new tab and says so.
 */
export function LinkCards({ cards, headingLevel = 3 }: { cards: readonly LinkCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li
          key={`${card.title}-${card.href}`}
          className="flex flex-col rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
        >
          {card.image ? (
            <ContentPicture image={card.image} alt={card.image.alt} className="mb-3 h-auto w-full rounded" />
          ) : null}
          <Heading className="text-xl font-bold">{card.title}</Heading>
          {card.text ? <p className="mt-2 flex-1 leading-relaxed">{card.text}</p> : <div className="flex-1" />}
          <a
            href={card.href}
            className="mt-4 inline-block self-start rounded bg-primary px-4 py-2 font-semibold text-on-primary"
            {...(card.external ? { target: "_blank", rel: "noopener" } : {})}
          >
            {card.label}
            {card.external ? <span className="sr-only"> (opens in a new tab)</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
