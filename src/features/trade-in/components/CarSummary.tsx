import type { TradeInVehicle } from "@/domain/trade-in-types";

/** The shopper's car as the flow knows it, with what the register said. */
export function CarSummary({
  car,
  rego,
  regoState,
  today,
}: {
  car: TradeInVehicle;
  rego: string | null;
  regoState: string | null;
  /** ISO date, to say when the registration has lapsed. */
  today: string;
}) {
  const lapsed = car.regoExpiry !== null && car.regoExpiry < today;
  const rows: [string, string | null][] = [
    ["Badge", car.badge],
    ["Body", car.body],
    ["Colour", car.colour],
    ["VIN", car.vin],
    ["Registration", rego ? `${rego}${regoState ? ` (${regoState})` : ""}` : null],
    ["Registration expires", car.regoExpiry],
  ];
  return (
    <div className="rounded-lg border p-4">
      <p className="text-lg font-bold">
        {car.year} {car.make} {car.model}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows
          .filter((r): r is [string, string] => Boolean(r[1]))
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {lapsed ? (
        <p className="mt-2 font-semibold">
          The registration has expired. Offers assume a registered car: the dealer will take this into account at the
          inspection.
        </p>
      ) : null}
    </div>
  );
}
