import type { ContentBlock } from "@/platform/content/content-schema";
import { cardLink } from "@/features/content/page-blocks";
import { ContentPicture } from "@/features/images";

type Block = Extract<ContentBlock, { type: "cta-cards" }>;

/**
 * Call-to-action cards: an image, a title, a line and a link label, the whole card one link (its name
 * starts with the title: the image is decorative here, its alt left out); a card with a baseDomainPath
 * leads to the manufacturer's network where the site has one.
 */
export function CtaCardsBlock({ block, baseDomain }: { block: Block; baseDomain: string | null }) {
  const Heading = block.heading ? "h3" : "h2";
  return (
    <section className="mt-10">
      {block.heading ? <h2 className="text-2xl font-bold">{block.heading}</h2> : null}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {block.cards.map((card) => {
          const { href, external } = cardLink(card, baseDomain);
          return (
            <li key={`${card.title}-${card.href}`}>
              <a
                href={href}
                {...(external ? { target: "_blank", rel: "noopener" } : {})}
                className="group flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm hover:shadow-md"
              >
                <ContentPicture image={card.image} alt="" className="h-auto w-full bg-surface" />
                <div className="flex flex-1 flex-col p-4">
                  <Heading className="text-xl font-bold">{card.title}</Heading>
                  {card.text ? <p className="mt-2 flex-1 leading-relaxed">{card.text}</p> : null}
                  <span className="mt-3 font-semibold text-accent underline group-hover:no-underline">
                    {card.label}
                    {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
                  </span>
                </div>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
