import { notFound } from "next/navigation";
import { appointmentDays } from "@/features/leads";
import { flowView } from "@/features/trade-in";
import { getDb } from "@/platform/db/db.server";
import { siteConfig } from "@/platform/site/site-registry.server";
import { Field } from "@/ui/Field";
import { bookTradeInAppraisal, reviseTradeInOffer } from "@/features/reservation-desk/desk-actions.server";
import { parseRowId } from "@/domain/row-id";
import { deskOutcome } from "@/features/reservation-desk/desk-outcomes";
import { deskTime, mayReviseOffer, type DeskWorker } from "@/features/reservation-desk/desk-scope";
import { dayIn } from "@/features/reservation-desk/offer-revision";
import { appraisalLocation, tradeInAudit, tradeInForMember } from "@/features/reservation-desk/trade-in-desk.db";
import { TRADE_IN_STATE_LABELS, tradeCar } from "@/features/reservation-desk/trade-in-messages";
import { BUTTON, Facts, OutcomeNote, Section } from "./DeskParts";

const AUDIT_WORDS: Record<string, string> = {
  "trade-in.offer": "Offer revised",
  "trade-in.appraisal": "Appraisal booked",
};

/**
 * A trade-in's page: the shopper, the car and their answers, the offer and when it ends, and what the console did to
 * it; for a manager, the forms that revise the offer or book an appraisal. Outside the member's scope it is not found.
 */
export async function TradeInPage({
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
  const leadId = parseRowId(id);
  if (leadId === null) notFound();
  const db = await getDb();
  const trade = await tradeInForMember(db, place.member, leadId);
  if (!trade) notFound();
  const [audit, location] = await Promise.all([tradeInAudit(db, trade.groupId, leadId), appraisalLocation(db, trade)]);
  const outcome = deskOutcome(outcomeName);
  const error = (field: string) => (outcome?.field === field ? outcome.message : undefined);
  const now = new Date();
  const zone = siteConfig(trade.siteSlug)?.timeZone ?? timeZone;
  const view = flowView(trade, now);
  const manager = mayReviseOffer(place.member, trade) && (trade.state === "offered" || trade.state === "appraisal");
  const days =
    manager && location
      ? appointmentDays({ hours: location.openingHours, special: location.specialHours, now, timeZone: zone })
      : [];
  const customer = trade.snapshot.customer;
  const version = String(trade.updatedAt.getTime());
  return (
    <main className="mx-auto max-w-4xl p-4 sm:p-8">
      <p>
        <a href="/trade-ins" className="underline">
          All trade-ins
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold">
        Trade-in: {tradeCar(trade.vehicle)}, {customer.name}
      </h1>
      <p className="mt-1">
        {view === "expired" ? "Offer expired" : TRADE_IN_STATE_LABELS[trade.state]}. {trade.siteName}, started{" "}
        {deskTime(trade.createdAt, zone)}.
      </p>
      <OutcomeNote outcome={outcome} />

      <Section id="offer" title="Offer">
        {trade.offer ? (
          <Facts
            facts={[
              ["Amount", `$${trade.offer.price.toLocaleString("en-AU")}`],
              ["Made", deskTime(new Date(trade.offer.madeAt), zone)],
              ["Holds until", deskTime(new Date(trade.offer.expiresAt), zone)],
              ["Similar cars", trade.offer.comparables],
              ["Assumptions", trade.offer.assumptions.join("; ")],
              ["Accepted", trade.acceptedAt ? deskTime(trade.acceptedAt, zone) : null],
            ]}
          />
        ) : (
          <p className="mt-2">No offer{trade.appraisalReason ? `: ${trade.appraisalReason}` : "."}</p>
        )}
      </Section>
      <Section id="shopper" title="Shopper">
        <Facts
          facts={[
            ["Name", [customer.name, customer.lastName].filter(Boolean).join(" ")],
            ["E-mail", customer.email],
            ["Phone", customer.phone],
            ["Postcode", customer.postcode],
          ]}
        />
        <p className="mt-2">
          <a href={`/leads/${trade.leadId}`} className="underline">
            Its lead
          </a>
        </p>
      </Section>
      <Section id="car" title="Car and answers">
        <Facts
          facts={[
            ["Car", tradeCar(trade.vehicle)],
            ["Registration", [trade.rego, trade.regoState].filter(Boolean).join(" ")],
            ["VIN", trade.vehicle?.vin],
            ["Kilometres", trade.km === null ? null : trade.km.toLocaleString("en-AU")],
            ...Object.entries(trade.answers ?? {}),
          ]}
        />
      </Section>

      {manager ? (
        <Section id="revise" title="Revise the offer">
          <form action={reviseTradeInOffer} className="mt-2 grid max-w-md gap-4" noValidate>
            <input type="hidden" name="leadId" value={trade.leadId} />
            <input type="hidden" name="version" value={version} />
            <Field name="amount" label="Offer amount ($)" inputMode="numeric" error={error("amount")} />
            <Field
              name="expiresOn"
              label="Offer holds until"
              type="date"
              min={dayIn(now, zone)}
              hint="The offer holds to the end of this day. The shopper is e-mailed the new offer."
              error={error("expiresOn")}
            />
            <div>
              <button type="submit" className={BUTTON}>
                Send the revised offer
              </button>
            </div>
          </form>
          <h3 className="mt-8 text-lg font-semibold">Or book an appraisal</h3>
          <form action={bookTradeInAppraisal} className="mt-2 grid max-w-md gap-4" noValidate>
            <input type="hidden" name="leadId" value={trade.leadId} />
            <input type="hidden" name="version" value={version} />
            <div>
              <label htmlFor="slot" className="block font-semibold">
                Appraisal time{location ? ` at ${location.name}` : ""}
              </label>
              <select
                id="slot"
                name="slot"
                defaultValue=""
                aria-invalid={error("slot") ? true : undefined}
                aria-describedby={error("slot") ? "slot-error" : undefined}
                className="mt-1 w-full rounded border border-gray-500 bg-white px-3 py-2"
              >
                <option value="">Choose a time</option>
                {days.map((day) => (
                  <optgroup key={day.date} label={day.label}>
                    {day.slots.map((slot) => (
                      <option key={slot.value} value={slot.value}>
                        {day.label}, {slot.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
              {error("slot") ? (
                <p id="slot-error" className="mt-1 text-sm font-semibold text-red-700">
                  {error("slot")}
                </p>
              ) : null}
            </div>
            <div>
              <button type="submit" className={BUTTON}>
                Book the appraisal
              </button>
            </div>
          </form>
        </Section>
      ) : null}

      <Section id="history" title="What the console did">
        {audit.length === 0 ? (
          <p className="mt-2">Nothing yet.</p>
        ) : (
          <ol className="mt-2 list-decimal pl-6">
            {audit.map((row, i) => (
              <li key={i}>
                {deskTime(row.at, zone)}: {AUDIT_WORDS[row.action] ?? row.action}
                {typeof row.after?.price === "number" ? ` to $${row.after.price.toLocaleString("en-AU")}` : ""}, by{" "}
                {row.actorName}
              </li>
            ))}
          </ol>
        )}
      </Section>
    </main>
  );
}
