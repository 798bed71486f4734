import { notFound } from "next/navigation";
import { depositLabel, effectiveState, holdsCar, STATE_LABELS, timeLeft } from "@/features/reserve";
import { getDb } from "@/platform/db/db.server";
import { confirmReservation, releaseReservation } from "@/features/reservation-desk/desk-actions.server";
import { parseRowId } from "@/domain/row-id";
import { deskOutcome, REASON_MAX } from "@/features/reservation-desk/desk-outcomes";
import { deskTime, type DeskWorker } from "@/features/reservation-desk/desk-scope";
import { reservationForMember, reservationHistory } from "@/features/reservation-desk/reservation-desk.db";
import { can } from "@/features/staff";
import { BUTTON, Facts, OutcomeNote, Section } from "./DeskParts";

/**
 * A reservation's page: the car, the shopper, the deposit, the hold and its history; while the car is held, the
 * dealer's two decisions (confirm the sale, or release with a reason). Outside the member's scope it is not found.
 */
export async function ReservationPage({
  place,
  id,
  outcome: outcomeName,
  timeZone,
}: {
  place: DeskWorker;
  id: string;
  outcome: unknown;
  timeZone: string;
}) {
  const reservationId = parseRowId(id);
  if (reservationId === null) notFound();
  const db = await getDb();
  const r = await reservationForMember(db, place.member, reservationId);
  if (!r) notFound();
  const history = await reservationHistory(db, r.groupId, r.id);
  const outcome = deskOutcome(outcomeName);
  const now = new Date();
  const state = effectiveState(r, now);
  const decidable =
    r.state === "held" && holdsCar(r, now) && can(place.member, "update", { resource: "reservation", ...r });
  const reasonError = outcome?.field === "reason" ? outcome.message : undefined;
  return (
    <main className="mx-auto max-w-4xl p-4 sm:p-8">
      <p>
        <a href="/reservations" className="underline">
          All reservations
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold">
        Reservation {r.id}: {r.car.name}
      </h1>
      <p className="mt-1">
        {STATE_LABELS[state]}
        {holdsCar(r, now) ? `: ${timeLeft(r.endsAt, now)} left (until ${deskTime(r.endsAt, timeZone)})` : ""}
      </p>
      <OutcomeNote outcome={outcome} />

      <Section id="car" title="Car, as it was reserved">
        <Facts
          facts={[
            ["Car", r.car.name],
            ["Stock number", r.car.stocknum],
            ["VIN", r.car.vin],
            ["Price", `$${r.car.price.toLocaleString("en-AU")}`],
            ["Site", r.siteName],
          ]}
        />
      </Section>
      <Section id="shopper" title="Shopper">
        <Facts
          facts={[
            ["Name", r.shopper.name],
            ["E-mail", r.shopper.email],
            ["Mobile", r.shopper.phone],
            ["Postcode", r.shopper.postcode],
            ...Object.entries(r.purchase ?? {}),
          ]}
        />
      </Section>
      <Section id="deposit" title="Deposit and hold">
        <Facts
          facts={[
            ["Deposit", depositLabel(r.depositCents)],
            ["Payment", r.paymentProvider],
            ["Reserved", deskTime(r.createdAt, timeZone)],
            ["Hold", `${deskTime(r.startsAt, timeZone)} to ${deskTime(r.endsAt, timeZone)}`],
            ["Lead", r.leadId ? `lead ${r.leadId}` : null],
          ]}
        />
        {r.leadId ? (
          <p className="mt-2">
            <a href={`/leads/${r.leadId}`} className="underline">
              Its lead
            </a>
          </p>
        ) : null}
      </Section>

      {decidable ? (
        <Section id="decide" title="Decide">
          <form action={confirmReservation}>
            <input type="hidden" name="reservationId" value={r.id} />
            <p className="mt-2">Confirming captures the deposit and marks the car sold on the site.</p>
            <button type="submit" className={BUTTON}>
              Confirm the sale
            </button>
          </form>
          <form action={releaseReservation} className="mt-6" noValidate>
            <input type="hidden" name="reservationId" value={r.id} />
            <label htmlFor="reason" className="block font-semibold">
              Reason for releasing
            </label>
            <textarea
              id="reason"
              name="reason"
              rows={2}
              maxLength={REASON_MAX}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? "reason-error" : "reason-hint"}
              className="mt-1 w-full max-w-xl rounded border border-gray-500 bg-white px-3 py-2"
            />
            <p id="reason-hint" className="mt-1 text-sm text-gray-700">
              Kept in the history. Releasing refunds the deposit and puts the car back on sale.
            </p>
            {reasonError ? (
              <p id="reason-error" className="mt-1 text-sm font-semibold text-red-700">
                {reasonError}
              </p>
            ) : null}
            <button type="submit" className={BUTTON}>
              Release the hold
            </button>
          </form>
        </Section>
      ) : null}

      <Section id="history" title="History">
        <ol className="mt-2 list-decimal pl-6">
          {history.events.map((event, i) => (
            <li key={`e${i}`}>
              {deskTime(event.at, timeZone)}: {STATE_LABELS[event.state]}
              {event.note ? ` (${event.note})` : ""}
            </li>
          ))}
          {history.audit.map((row, i) => (
            <li key={`a${i}`}>
              {deskTime(row.at, timeZone)}: {row.action === "reservation.confirm" ? "Confirmed" : "Released"} in the
              console by {row.actorName}
              {typeof row.after?.reason === "string" ? `: ${row.after.reason}` : ""}
            </li>
          ))}
        </ol>
      </Section>
    </main>
  );
}
