import { getDb } from "@/platform/db/db.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { dealerDecision } from "@/features/reserve/reserve-actions.server";
import { formatHoldEnd } from "@/features/reserve/hold-time";
import { reservationEventsOf } from "@/features/reserve/reservations.db";
import { reservationForDealer } from "@/features/reserve/reserve.server";
import { depositLabel, effectiveState, holdsCar, STATE_LABELS } from "@/features/reserve/reserve-rules";

const WORDS = {
  confirm: {
    heading: "Confirm the sale",
    button: "Confirm the sale and take the deposit",
    done: "Sale confirmed: the deposit is being captured and the car is marked sold.",
  },
  release: {
    heading: "Release the car",
    button: "Release the car and cancel the deposit",
    done: "Released: the deposit's hold is cancelled and the car is back on sale.",
  },
};

/**
 * /reservations/{id}/dealer?action=confirm|release&token=: the dealer's signed link from the reservation's lead.
 * Opening it changes nothing (mail scanners open links); the button does, once, while the hold lasts.
 */
export async function DealerDecisionPage({
  site,
  id,
  query,
}: {
  site: CurrentSite;
  id: number;
  query: Record<string, string | string[] | undefined>;
}) {
  const action = query.action === "confirm" ? "confirm" : "release";
  const token = typeof query.token === "string" ? query.token : "";
  const words = WORDS[action];
  const linked = await reservationForDealer(site, id, token, action);
  if (!linked.ok)
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-3xl font-bold">{words.heading}</h1>
        <p role="alert" className="mt-4 font-semibold">
          {linked.problem}
        </p>
      </div>
    );
  const { reservation } = linked;
  const now = new Date();
  const events = await reservationEventsOf(await getDb(), id);
  const state = effectiveState(reservation, now);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{words.heading}</h1>
      {query.done === "1" ? (
        <p role="status" className="mt-4 rounded bg-surface p-3 font-semibold">
          {words.done}
        </p>
      ) : null}
      {query.done === "0" ? (
        <p role="alert" className="mt-4 rounded bg-surface p-3 font-semibold">
          Nothing was changed: this reservation is no longer held.
        </p>
      ) : null}
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Car</dt>
        <dd>
          {reservation.car.name} (stock {reservation.car.stocknum})
        </dd>
        <dt className="font-semibold">Shopper</dt>
        <dd>{reservation.shopper.name}</dd>
        <dt className="font-semibold">Deposit</dt>
        <dd>{depositLabel(reservation.depositCents)}</dd>
        <dt className="font-semibold">Status</dt>
        <dd data-testid="reservation-state">{STATE_LABELS[state]}</dd>
        {state === "held" ? (
          <>
            <dt className="font-semibold">Held until</dt>
            <dd>{formatHoldEnd(reservation.endsAt, site.config.timeZone)}</dd>
          </>
        ) : null}
      </dl>
      {reservation.state === "held" && holdsCar(reservation, now) ? (
        <form action={dealerDecision} className="mt-6">
          <input type="hidden" name="reservation_id" value={id} />
          <input type="hidden" name="action" value={action} />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="rounded bg-primary px-6 py-3 text-lg font-semibold text-on-primary">
            {words.button}
          </button>
        </form>
      ) : null}
      <h2 className="mt-8 text-xl font-bold">History</h2>
      <ol className="mt-2 list-decimal pl-6">
        {events.map((e, i) => (
          <li key={i}>
            {formatHoldEnd(e.at, site.config.timeZone)}: {STATE_LABELS[e.state]}
            {e.note ? ` (${e.note})` : ""}
          </li>
        ))}
      </ol>
    </div>
  );
}
