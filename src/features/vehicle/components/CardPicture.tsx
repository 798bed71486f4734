/**
 * A stock card's picture. Cards in the first row are above the fold, and one of them is usually the
 * page's largest paint: those load at once with high priority, the rest lazily.
 */
export function CardPicture({ src, eager }: { src: string; eager: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small local SVG drawings need no optimiser
    <img
      src={src}
      alt=""
      width={640}
      height={427}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      className="aspect-[3/2] w-full object-cover"
    />
  );
}
