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
              // eslint-disable-next-line @next/next/no-img-element -- small SVG marks, served as they are
              <img src={make.logo} alt="" width={32} height={32} className="h-8 w-8" />
            ) : null}
            <span>{`${make.name} (${make.count})`}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
