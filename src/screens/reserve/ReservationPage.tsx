import { notFound } from "next/navigation";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { cancelByShopper, reservationForShopper, settleReservation } from "@/features/reserve/reserve.server";
import { paymentSetup } from "@/features/reserve/payments.server";
import { effectiveState } from "@/features/reserve/reserve-rules";
import { DemoNotice } from "@/features/reserve/components/DemoNotice";
import { ReservationStatus } from "@/features/reserve/components/ReservationStatus";

/**
 * /reservations/{id}?key=: where the payment page returns the shopper, and their confirmation from then on. Shown
 * to the holder of the signed manage link or to the signed-in shopper who made it; anyone else gets the 404.
 */
export async function ReservationPage({
  site,
  id,
  query,
}: {
  site: CurrentSite;
  id: number;
  query: Record<string, string | string[] | undefined>;
}) {
  const key = typeof query.key === "string" ? query.key : "";
  let reservation = await reservationForShopper(site, id, key);
  if (!reservation) notFound();
  reservation = await settleReservation(site, reservation);
  // Back from the payment page without paying: the car is freed at once rather than after the payment window.
  if (query.unpaid === "1" && reservation.state === "pending_payment")
    reservation = (await cancelByShopper(site, reservation)) ?? reservation;
  const now = new Date();
  const state = effectiveState(reservation, now);
  const heading =
    state === "held"
      ? "Your car is reserved"
      : state === "pending_payment"
        ? "Waiting for your deposit"
        : "Your reservation";
  const self = `/reservations/${id}?key=${encodeURIComponent(key)}`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{heading}</h1>
      {paymentSetup().provider ? <DemoNotice /> : null}
      {query.cancelled === "1" ? (
        <p role="status" className="mt-4 rounded bg-surface p-3 font-semibold">
          Your reservation is cancelled. The car is released and so is the hold on your card.
        </p>
      ) : null}
      {query.unpaid === "1" && state !== "held" ? (
        <p role="status" className="mt-4 rounded bg-surface p-3">
          You left the payment page without paying: nothing was charged and the car is released.
        </p>
      ) : null}
      {state === "held" ? (
        <p className="mt-4">
          We have sent the details to {reservation.shopper.email} and by SMS. The dealer&apos;s team will contact you to
          arrange the rest. Keep this page&apos;s address: it lets you see or cancel your reservation.
        </p>
      ) : null}
      {state === "pending_payment" ? (
        <p className="mt-4">
          We have not received your deposit yet. This page shows it as soon as the payment provider confirms it.
        </p>
      ) : null}
      <div className="mt-6">
        <ReservationStatus
          reservation={reservation}
          timeZone={site.config.timeZone}
          now={now}
          manageKey={key}
          back={self}
        />
      </div>
    </div>
  );
}
