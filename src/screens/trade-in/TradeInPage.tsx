import type { CurrentSite } from "@/platform/site/current-site.server";
import { LeadFormSection } from "@/features/leads/components/LeadFormSection";
import { shownVehicle } from "@/features/vehicle/vehicles.server";
import { toLeadCar } from "@/features/vehicle/vehicle-projections";
import { isAvailable } from "@/features/vehicle/vehicle-rules";
import { formatMoney, vehicleTitle } from "@/features/vehicle/vehicle-display";
import { ANSWER_FIELDS } from "@/features/trade-in/trade-in-fields";
import { flowView, valuationEligible, type FlowView } from "@/features/trade-in/trade-in-flow";
import { currentFlow } from "@/features/trade-in/trade-in.server";
import { CarSummary } from "@/features/trade-in/components/CarSummary";
import { OfferStep } from "@/features/trade-in/components/OfferStep";
import { SaveValuation } from "@/features/trade-in/components/SaveValuation";
import { StepForm } from "@/features/trade-in/components/StepForm";
import { TowardsCar } from "@/features/trade-in/components/TowardsCar";
import { TradeInFaq } from "@/features/trade-in/components/TradeInFaq";
import { todayIn } from "@/features/reserve/hold-time";
import { VehicleStep } from "@/features/trade-in/components/VehicleStep";

const STEPS = ["Your details", "Your car", "Its condition", "Your offer"] as const;
const STEP_OF: Record<FlowView | "contact", number> = {
  contact: 0,
  vehicle: 1,
  answers: 2,
  offer: 3,
  expired: 3,
  appraisal: 3,
  accepted: 3,
};

/**
 * The trade-in flow's page: /trade-in, /sell-my-car, /sell-your-car and /cars/trade-in?car_id=.
 * It shows the step this device's flow is at, so a shopper who leaves resumes where they left off.
 */
export async function TradeInPage({ site, path, carId }: { site: CurrentSite; path: string; carId: number | null }) {
  const now = new Date();
  const today = todayIn(site.config.timeZone, now);
  const [flow, shown] = await Promise.all([currentFlow(site), carId !== null ? shownVehicle(site, "id", carId) : null]);
  // Trade-in is offered on available cars only; the price sums only where the valuation service applies.
  const towards = shown && isAvailable(shown.vehicle.status) ? shown.vehicle : null;
  const priced = towards && valuationEligible(site.config.features.valuationService, towards) ? towards : null;
  const view = flow ? flowView(flow, now) : "contact";
  const step = STEP_OF[view];
  const offer = flow?.offer ?? null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">Sell or trade in your car</h1>
      <p className="mt-2">
        Tell us about your car and get an instant offer, valid for a week. There&apos;s no obligation to sell.
      </p>
      <ol className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Steps">
        {STEPS.map((label, i) => (
          <li key={label} aria-current={i === step ? "step" : undefined} className={i === step ? "font-bold" : ""}>
            {i + 1}. {label}
            {i < step ? <span className="sr-only"> (done)</span> : null}
          </li>
        ))}
      </ol>
      {towards ? (
        <div className="mt-4">
          <TowardsCar
            car={{ slug: towards.slug, title: vehicleTitle({ ...towards, series: null }), price: towards.price ?? 0 }}
            offerPrice={priced && view === "offer" && offer ? offer.price : null}
          />
        </div>
      ) : null}
      <div className="mt-6 rounded-lg bg-surface p-5">
        {view === "contact" ? (
          <section aria-label="Your details">
            <h2 className="mb-3 text-xl font-bold">Your details</h2>
            <LeadFormSection
              site={site}
              kind="valuation"
              id="valuation-form"
              car={towards ? toLeadCar({ ...shown!, vehicle: towards }) : null}
            />
          </section>
        ) : null}
        {flow && view === "vehicle" ? <VehicleStep flow={flow} path={path} now={now} /> : null}
        {flow && view === "answers" && flow.vehicle ? (
          <section aria-labelledby="trade-in-condition" className="space-y-4">
            <CarSummary car={flow.vehicle} rego={flow.rego} regoState={flow.regoState} today={today} />
            <StepForm id="trade-in-change-car" intent="change-car" path={path} submitLabel="Not your car?" secondary />
            <h2 id="trade-in-condition" className="text-xl font-bold">
              Its condition
            </h2>
            <StepForm
              id="trade-in-answers"
              intent="answers"
              path={path}
              fields={ANSWER_FIELDS}
              defaults={{ ...(flow.answers ?? {}), ...(flow.km !== null ? { kms: String(flow.km) } : {}) }}
              submitLabel="Get my offer"
            />
          </section>
        ) : null}
        {flow && offer && (view === "offer" || view === "expired") ? (
          <>
            {flow.vehicle ? (
              <CarSummary car={flow.vehicle} rego={flow.rego} regoState={flow.regoState} today={today} />
            ) : null}
            <div className="mt-4">
              <OfferStep offer={offer} expired={view === "expired"} timeZone={site.config.timeZone} path={path} />
            </div>
            {view === "offer" ? (
              // Only an offer that stands is saved: the endpoint refuses an expired one.
              <SaveValuation
                withColumn={site.config.tradeIn.valuationColumn}
                valuation={{
                  reference: flow.leadId,
                  car: flow.vehicle ? `${flow.vehicle.year} ${flow.vehicle.make} ${flow.vehicle.model}` : "",
                  offer_price: offer.price,
                  expires_at: offer.expiresAt,
                }}
              />
            ) : null}
          </>
        ) : null}
        {flow && view === "appraisal" ? (
          <section aria-labelledby="trade-in-appraisal" className="space-y-3">
            <h2 id="trade-in-appraisal" className="text-xl font-bold">
              The dealer will appraise your car
            </h2>
            <p role="status">{flow.appraisalReason}</p>
            <p>We have sent your details and answers to the dealer, who will contact you to arrange an appraisal.</p>
            <StepForm
              id="trade-in-revise"
              intent="change-answers"
              path={path}
              submitLabel="Change my answers"
              secondary
            />
          </section>
        ) : null}
        {flow && view === "accepted" && offer ? (
          <section aria-labelledby="trade-in-accepted" className="space-y-3">
            <h2 id="trade-in-accepted" className="text-xl font-bold">
              Offer accepted
            </h2>
            <p role="status">
              Thank you. You accepted our offer of {formatMoney(offer.price)}, subject to inspection. The dealer has
              your car&apos;s details and will contact you to arrange the inspection and handover.
            </p>
          </section>
        ) : null}
      </div>
      {flow ? (
        <div className="mt-4">
          <StepForm id="trade-in-restart" intent="restart" path={path} submitLabel="Start again" secondary />
        </div>
      ) : null}
      <TradeInFaq />
    </div>
  );
}
