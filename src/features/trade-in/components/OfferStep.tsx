import type { TradeInOffer } from "@/domain/trade-in-types";
import { expiresOnLabel, offerDateLabel } from "@/features/trade-in/trade-in-flow";
import { formatMoney } from "@/features/vehicle";
import { StepForm } from "./StepForm";

/** Step 4: the offer, 'Expires on {date}', always subject to inspection, with its assumptions; accept or revise. */
export function OfferStep({
  offer,
  expired,
  timeZone,
  path,
}: {
  offer: TradeInOffer;
  expired: boolean;
  timeZone: string;
  path: string;
}) {
  const expiresAt = new Date(offer.expiresAt);
  return (
    <section aria-labelledby="trade-in-offer" className="space-y-4">
      <h2 id="trade-in-offer" className="text-xl font-bold">
        {expired ? "Your offer has expired" : "Your instant offer"}
      </h2>
      <div className="rounded-lg border-2 border-primary p-5">
        <p className="text-4xl font-bold" data-testid="offer-price">
          {formatMoney(offer.price)}
        </p>
        <p className="mt-1 font-semibold" data-testid="offer-expiry">
          {expired ? `Expired on ${offerDateLabel(expiresAt, timeZone)}` : expiresOnLabel(expiresAt, timeZone)}
        </p>
        <p className="mt-2">Subject to an inspection of your car by the dealer.</p>
        <h3 className="mt-3 font-semibold">What this offer assumes</h3>
        <ul className="list-disc pl-5">
          {offer.assumptions.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      </div>
      {expired ? (
        <>
          <p>Offers are valid for a week, because the market moves. Check your answers to get a new offer.</p>
          <StepForm id="trade-in-renew" intent="change-answers" path={path} submitLabel="Get a new offer" />
        </>
      ) : (
        <>
          <StepForm id="trade-in-accept" intent="accept" path={path} submitLabel="Accept this offer" />
          <StepForm
            id="trade-in-revise"
            intent="change-answers"
            path={path}
            submitLabel="Change my answers"
            secondary
          />
        </>
      )}
    </section>
  );
}
