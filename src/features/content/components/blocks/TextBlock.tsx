import type { ContentBlock } from "@/platform/content/content-schema";

type Block = Extract<ContentBlock, { type: "text" }>;

/** Paragraphs of plain text (never HTML), under an optional heading. */
export function TextBlock({ block }: { block: Block }) {
  return (
    <section className="mt-8">
      {block.heading ? <h2 className="text-2xl font-bold">{block.heading}</h2> : null}
      {block.paragraphs.map((p, i) => (
        <p key={i} className="mt-3 max-w-3xl leading-relaxed">
          {p}
        </p>
      ))}
    </section>
  );
}
