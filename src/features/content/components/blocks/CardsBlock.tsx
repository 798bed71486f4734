import type { ContentBlock } from "@/platform/content/content-schema";
import { cardLink } from "@/features/content/page-blocks";
import { LinkCards } from "./LinkCards";

type Block = Extract<ContentBlock, { type: "cards" }>;

/** Call-to-action cards; a card with a baseDomainPath leads to the manufacturer's network where the site has one. */
export function CardsBlock({ block, baseDomain }: { block: Block; baseDomain: string | null }) {
  const cards = block.cards.map((c) => ({ ...c, ...cardLink(c, baseDomain) }));
  return (
    <section className="mt-8">
      {block.heading ? <h2 className="text-2xl font-bold">{block.heading}</h2> : null}
      <LinkCards cards={cards} headingLevel={block.heading ? 3 : 2} />
    </section>
  );
}
