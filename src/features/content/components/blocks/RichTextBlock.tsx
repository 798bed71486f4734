import type { ContentBlock } from "@/platform/content/content-schema";
import { RichText } from "./RichText";

type Block = Extract<ContentBlock, { type: "rich-text" }>;

/** Rich text from the dealer's data under an optional heading, sanitised before it is rendered. */
export function RichTextBlock({ block }: { block: Block }) {
  return (
    <section className="mt-8">
      {block.heading ? <h2 className="text-2xl font-bold">{block.heading}</h2> : null}
      <RichText html={block.html} />
    </section>
  );
}
