import type { ContentBlock } from "@/platform/content/content-schema";

type Block = Extract<ContentBlock, { type: "collage" }>;

/** The parts collage (dealer-configuration.md §2): marketing text beside up to four images. */
export function CollageBlock({ block }: { block: Block }) {
  return (
    <section className="mt-10 grid items-center gap-6 md:grid-cols-2">
      <div>
        <h2 className="text-2xl font-bold">{block.heading}</h2>
        {block.paragraphs.map((p, i) => (
          <p key={i} className="mt-3 leading-relaxed">
            {p}
          </p>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3">
        {block.images.map((img) => (
          // eslint-disable-next-line @next/next/no-img-element -- local SVG drawings and content images at their own size need no optimiser
          <img
            key={img.url}
            src={img.url}
            alt={img.alt}
            width={img.width}
            height={img.height}
            loading="lazy"
            className={`h-auto w-full rounded bg-surface ${block.images.length === 1 ? "col-span-2" : ""}`}
          />
        ))}
      </div>
    </section>
  );
}
