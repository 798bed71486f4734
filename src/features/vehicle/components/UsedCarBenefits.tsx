/** The used-car strip of five benefits (search-watchlist-detail.md §2). */
const BENEFITS = [
  "1-year warranty",
  "Roadworthy certificate",
  "Inspected by qualified technicians",
  "Finance for approved applicants",
  "Trade-ins welcome",
];

export function UsedCarBenefits() {
  return (
    <ul
      aria-label="Included with this used vehicle"
      className="mt-6 grid gap-2 rounded-lg bg-surface p-4 text-sm sm:grid-cols-5"
    >
      {BENEFITS.map((b) => (
        <li key={b} className="flex items-center gap-2">
          <span aria-hidden="true" className="text-accent">
            ✓
          </span>
          {b}
        </li>
      ))}
    </ul>
  );
}
