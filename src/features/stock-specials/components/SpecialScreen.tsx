import Link from "next/link";
import { cancelSpecialForm, createSpecialForm } from "@/features/stock-specials/special-actions.server";
import { consoleMoment, dollars, specialFormProblems, specialPhase } from "@/features/stock-specials/special-display";
import type { SpecialCar, SpecialRow } from "@/features/stock-specials/specials.db";

const CONTROL = "mt-1 block w-full max-w-xs rounded border border-gray-500 px-3 py-2";
const BUTTON = "rounded bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900";
const SAVED: Record<string, string> = {
  created: "Special saved.",
  cancelled: "Special cancelled.",
  gone: "That special had already ended or been cancelled.",
};

export interface SpecialScreenProps {
  car: SpecialCar;
  specials: SpecialRow[];
  timeZone: string;
  canUpdate: boolean;
  now: Date;
  search: { invalid?: string; saved?: string; price?: string; wasPrice?: string; startsAt?: string; endsAt?: string };
}

/** One car's specials: make one (price, optional was-price, start, end in the site's time zone), see and cancel them. */
export function SpecialScreen({ car, specials, timeZone, canUpdate, now, search }: SpecialScreenProps) {
  const problems = specialFormProblems(search.invalid);
  const groups = (["running", "upcoming", "ended"] as const).map((phase) => ({
    phase,
    rows: specials.filter((s) => {
      const p = specialPhase(s, now);
      return phase === "ended" ? p === "ended" || p === "cancelled" : p === phase;
    }),
  }));
  return (
    <main className="mx-auto max-w-3xl p-4 sm:p-8">
      <p>
        <Link href={`/stock/${car.id}`} className="text-blue-800 underline">
          Back to the car
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Specials: {car.title}</h1>
      <p className="mt-1">
        Times are in the site&apos;s time zone ({timeZone}). Current price:{" "}
        {car.price === null ? "none" : dollars(car.price)}.
      </p>
      {search.saved && SAVED[search.saved] && (
        <p role="status" className="mt-4 rounded border border-green-700 bg-green-50 p-3 font-semibold text-green-900">
          {SAVED[search.saved]}
        </p>
      )}
      {groups.map(({ phase, rows }) => (
        <section key={phase} aria-labelledby={`specials-${phase}`} className="mt-6">
          <h2 id={`specials-${phase}`} className="text-xl font-semibold">
            {phase === "running" ? "Running" : phase === "upcoming" ? "Upcoming" : "Ended or cancelled"}
          </h2>
          {rows.length === 0 ? (
            <p className="mt-1">None.</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {rows.map((s) => (
                <li key={s.id} className="rounded border border-gray-300 p-3">
                  <p>
                    <strong>{dollars(s.price)}</strong>
                    {s.wasPrice !== null && <> (was {dollars(s.wasPrice)})</>} from{" "}
                    {consoleMoment(s.startsAt, timeZone)} until {consoleMoment(s.endsAt, timeZone)}
                    {s.cancelledAt && <> — cancelled {consoleMoment(s.cancelledAt, timeZone)}</>}
                  </p>
                  {canUpdate && phase !== "ended" && (
                    <form action={cancelSpecialForm} className="mt-2">
                      <input type="hidden" name="vehicleId" value={car.id} />
                      <input type="hidden" name="specialId" value={s.id} />
                      <button type="submit" className="rounded border border-red-800 px-3 py-1 text-red-800">
                        Cancel special of {dollars(s.price)}
                      </button>
                    </form>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {canUpdate && (
        <section id="new-special" aria-labelledby="new-special-heading" className="mt-8 border-t border-gray-300 pt-4">
          <h2 id="new-special-heading" className="text-xl font-semibold">
            New special
          </h2>
          {problems.length > 0 && (
            <div role="alert" className="mt-2 text-red-800">
              <p className="font-semibold">Please fix the following:</p>
              <ul className="mt-1 list-disc pl-6">
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </div>
          )}
          <form action={createSpecialForm} noValidate className="mt-4 space-y-4">
            <input type="hidden" name="vehicleId" value={car.id} />
            <Field id="price" label="Special price ($)" value={search.price} hint="Below the car's current price." />
            <Field
              id="wasPrice"
              label="Was-price ($, optional)"
              value={search.wasPrice}
              hint="Left empty, the price the special replaces."
            />
            <Field id="startsAt" label="Starts" type="datetime-local" value={search.startsAt} hint={timeZone} />
            <Field id="endsAt" label="Ends" type="datetime-local" value={search.endsAt} hint={timeZone} />
            <button type="submit" className={BUTTON}>
              Save special
            </button>
          </form>
        </section>
      )}
    </main>
  );
}

function Field(props: { id: string; label: string; hint: string; value?: string; type?: string }) {
  return (
    <div>
      <label htmlFor={props.id} className="block font-semibold">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.id}
        type={props.type ?? "text"}
        step={props.type ? 1 : undefined}
        inputMode={props.type ? undefined : "numeric"}
        defaultValue={props.value ?? ""}
        aria-describedby={`${props.id}-hint`}
        className={CONTROL}
      />
      <p id={`${props.id}-hint`} className="mt-1 text-sm text-gray-700">
        {props.hint}
      </p>
    </div>
  );
}
