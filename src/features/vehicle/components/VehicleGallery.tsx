import type { VehicleImage } from "@/domain/vehicle-types";

/** The car's pictures: the first large (loaded eagerly, it is the page's main image), the rest as a strip. */
export function VehicleGallery({ images }: { images: VehicleImage[] }) {
  const [main, ...rest] = images;
  if (!main) return null;
  return (
    <section aria-label="Photos" className="space-y-3">
      {/* eslint-disable-next-line @next/next/no-img-element -- local SVG drawings */}
      <img
        src={main.url}
        alt={main.alt}
        width={main.width}
        height={main.height}
        fetchPriority="high"
        className="w-full rounded-lg"
      />
      {rest.length > 0 ? (
        <ul className="grid grid-cols-4 gap-2">
          {rest.map((image) => (
            <li key={image.image_key}>
              <a href={image.url} target="_blank" rel="noopener" className="block">
                {/* eslint-disable-next-line @next/next/no-img-element -- local SVG drawings */}
                <img
                  src={image.url}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  className="w-full rounded"
                />
                <span className="sr-only"> (opens the full picture in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
