"use client";

/**
 * The make filter's cards (logo, name and count, a visually hidden box): a client component with no state, only so
 * that the page's component payload carries each make's name, count and logo rather than its markup a second time.
 */
export function MakeCheckboxes({
  makes,
  selected,
  className,
}: {
  makes: { name: string; count: number; logo: string | null }[];
  selected: readonly string[];
  className: string;
}) {
  return (
    <ul className={className}>
      {makes.map((make) => (
        <li key={make.name}>
          <label className="make-card">
            <input
              type="checkbox"
              name="make"
              value={make.name}
              defaultChecked={selected.includes(make.name)}
              className="sr-only"
            />
            {make.logo ? (
              // Decorative (the make's name is beside it) and sized, so the card keeps its height while the mark loads.
              // Lazy: on a phone the filters are closed at first, and a dozen marks fetched at once took the
              // connections the first car's picture and the page's scripts wait for.
              // eslint-disable-next-line @next/next/no-img-element -- small SVG marks, served as they are
              <img src={make.logo} alt="" width={32} height={32} loading="lazy" decoding="async" className="h-8 w-8" />
            ) : null}
            <span>{`${make.name} (${make.count})`}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
