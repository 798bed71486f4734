import { getDb } from "@/platform/db/db.server";
import { GarageSection } from "@/ui/GarageSection";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { reservationsOfShopper } from "@/features/reserve/reservations.db";
import { ReservationStatus } from "./ReservationStatus";

/** The garage's reservations: each with its state, the time left on a live hold, and its cancel button. */
export async function GarageReservations({ site, userId, back }: { site: CurrentSite; userId: string; back: string }) {
  const reservations = await reservationsOfShopper(await getDb(), site.id, userId);
  const now = new Date();
  return (
    <GarageSection headingId="reservations-heading" title="Reservations">
      {reservations.length === 0 ? (
        <p className="mt-3">No reservations yet.</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {reservations.map((r) => (
            <li key={r.id}>
              <ReservationStatus
                reservation={r}
                timeZone={site.config.timeZone}
                now={now}
                manageKey=""
                back={back}
                headingLevel={3}
              />
            </li>
          ))}
        </ul>
      )}
    </GarageSection>
  );
}
