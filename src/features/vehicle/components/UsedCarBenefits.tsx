/** The used-car strip of benefits: the dealer's own, from vehiclePage.usedCarBenefits. */
export function UsedCarBenefits({ benefits }: { benefits: string[] }) {
  if (benefits.length === 0) return null;
  return (
    <ul
      aria-label="Included with this used vehicle"
      className="mt-6 grid gap-2 rounded-lg bg-surface p-4 text-sm sm:grid-cols-5"
    >
      {benefits.map((b) => (
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
