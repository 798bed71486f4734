import Link from "next/link";
import { consoleMoment, dollars, specialPhase } from "@/features/stock-specials/special-display";
import type { SpecialCar, SpecialRow } from "@/features/stock-specials/specials.db";

/** The scope's upcoming and running specials, each linked to its car's specials. */
export function SpecialsList(props: { rows: (SpecialRow & { car: SpecialCar })[]; timeZone: string; now: Date }) {
  return (
    <main className="mx-auto max-w-4xl p-4 sm:p-8">
      <h1 className="text-2xl font-bold">Specials</h1>
      <p className="mt-1">Upcoming and running price specials, in the site&apos;s time zone ({props.timeZone}).</p>
      {props.rows.length === 0 ? (
        <p className="mt-4">No upcoming or running specials.</p>
      ) : (
        <table className="mt-4 w-full text-left">
          <thead>
            <tr>
              <th scope="col">Car</th>
              <th scope="col">Price</th>
              <th scope="col">Starts</th>
              <th scope="col">Ends</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((s) => (
              <tr key={s.id} className="border-t border-gray-300">
                <td>
                  <Link href={`/stock/${s.car.id}/special`} className="text-blue-800 underline">
                    {s.car.title}
                  </Link>
                </td>
                <td>{dollars(s.price)}</td>
                <td>{consoleMoment(s.startsAt, props.timeZone)}</td>
                <td>{consoleMoment(s.endsAt, props.timeZone)}</td>
                <td>{specialPhase(s, props.now) === "running" ? "Running" : "Upcoming"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
