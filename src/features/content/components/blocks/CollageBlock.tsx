import type { ContentBlock } from "@/platform/content/content-schema";
import { ContentPicture } from "@/features/images";

type Block = Extract<ContentBlock, { type: "collage" }>;

/** The parts collage: marketing text beside up to four images. */
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
          <ContentPicture
            key={img.url}
            image={img}
            alt={img.alt}
            sizes={block.images.length === 1 ? "(min-width: 1024px) 50vw, 100vw" : "(min-width: 1024px) 25vw, 50vw"}
            className={`h-auto w-full rounded bg-surface ${block.images.length === 1 ? "col-span-2" : ""}`}
          />
        ))}
      </div>
    </section>
  );
}
