/** The vehicle details box (Car Summary, print page): the view model's facts, in the spec's order. */
export function VehicleFacts({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <dl className="mt-4 grid grid-cols-1 gap-x-8 gap-y-2 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4 border-b border-gray-100 py-1">
          <dt className="text-gray-700">{row.label}</dt>
          <dd className="text-right font-medium">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
