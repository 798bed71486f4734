import { cancelReservation } from "@/features/reserve/reserve-actions.server";
import { formatHoldEnd } from "@/features/reserve/hold-time";
import type { Reservation } from "@/features/reserve/reservations.db";
import {
  depositLabel,
  effectiveState,
  shopperCanCancel,
  STATE_LABELS,
  timeLeft,
} from "@/features/reserve/reserve-rules";

/**
 * One reservation as its shopper sees it (confirmation page and garage): the car, the state, the hold's end in
 * the site's time zone and the time left, and the cancel button while the hold lasts.
 */
export function ReservationStatus({
  reservation: r,
  timeZone,
  now,
  manageKey,
  back,
  headingLevel = 2,
}: {
  reservation: Reservation;
  timeZone: string;
  now: Date;
  manageKey: string;
  back: string;
  headingLevel?: 2 | 3;
}) {
  const state = effectiveState(r, now);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="rounded border border-gray-300 p-4" aria-labelledby={`reservation-${r.id}`}>
      <Heading id={`reservation-${r.id}`} className="text-xl font-bold">
        <a className="underline" href={`/cars/${r.car.slug}`}>
          {r.car.name}
        </a>
      </Heading>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Status</dt>
        <dd data-testid="reservation-state">{STATE_LABELS[state]}</dd>
        {state === "held" ? (
          <>
            <dt className="font-semibold">Held until</dt>
            <dd>{formatHoldEnd(r.endsAt, timeZone)}</dd>
            <dt className="font-semibold">Time left</dt>
            <dd>{timeLeft(r.endsAt, now)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Deposit</dt>
        <dd>{depositLabel(r.depositCents)}, 100% refundable</dd>
        <dt className="font-semibold">Reference</dt>
        <dd>#{r.id}</dd>
      </dl>
      {shopperCanCancel(r, now) ? (
        <form action={cancelReservation} className="mt-4">
          <input type="hidden" name="reservation_id" value={r.id} />
          <input type="hidden" name="key" value={manageKey} />
          <input type="hidden" name="back" value={back} />
          <button type="submit" className="rounded border-2 border-red-800 px-4 py-2 font-semibold text-red-800">
            Cancel this reservation
          </button>
          <p className="mt-1 text-sm text-gray-700">The car is released at once and so is the hold on your card.</p>
        </form>
      ) : null}
    </article>
  );
}
