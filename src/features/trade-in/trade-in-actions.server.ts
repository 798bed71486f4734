"use server";
import "server-only";
import { redirect } from "next/navigation";
import { z } from "zod";
import type { TradeInVehicle } from "@/domain/trade-in-types";
import { getDb } from "@/platform/db/db.server";
import { env } from "@/platform/env";
import { allowRequest } from "@/platform/http/rate-limits.server";
import type { PlateVehicle } from "@/platform/plate-lookup/plate-lookup";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { siteAction } from "@/platform/site/site-action.server";
import { fieldErrors, formValues } from "@/features/leads";
import { changeFlow, type Flow, type FlowChange, type StepOptions } from "./trade-in-flows.db";
import { flowView, offerDateLabel, offerExpiry } from "./trade-in-flow";
import { stockValuation } from "./trade-in-market.db";
import { flowPath } from "./trade-in-paths";
import { answersSchema, lookupSchema, pickSchema } from "./trade-in-steps";
import type { TradeInStepState } from "./trade-in-step-state";
import { currentFlow, forgetFlow, plateLookup } from "./trade-in.server";
import type { Answers } from "./valuation";

/** Plate lookups cost the dealer per request: a shopper needs a few, a script gets no more than that. */
const lookupLimit = { bucket: "trade-in:lookup", limit: 8, windowMs: 10 * 60_000 };
const UNEXPECTED = "Something went wrong on our side. Please try again, or call us.";
/** A step posts its fields as text; each step checks its own fields (trade-in-steps.ts). */
const stepInput = z.record(z.string(), z.string());
const MOVED_ON = "This step has already been answered. Here is where your valuation is now.";

/**
 * Every step of the trade-in flow after the lead capture posts here, with or without JavaScript. A
 * valid step changes the flow and redirects to the same page, which shows the next step; an invalid
 * one changes nothing and answers with each field's message.
 */
export async function tradeInStep(previous: TradeInStepState, formData: FormData): Promise<TradeInStepState> {
  const attempt = (Number.isInteger(previous?.attempt) ? previous.attempt : 0) + 1;
  const values = formValues(formData);
  const fail = (errors: Record<string, string>, formError: string | null = null): TradeInStepState => ({
    errors,
    formError,
    values,
    attempt,
  });
  const step = siteAction(
    stepInput,
    async ({ site, client }, input): Promise<TradeInStepState> => {
      const to = flowPath(site.config.tradeIn.routes, input.path ?? "");
      if (input.intent === "restart") {
        await forgetFlow();
      } else {
        const flow = await currentFlow(site);
        if (!flow) return fail({}, "Your valuation could not be found on this device. Please start again.");
        const refused = await runStep(site, flow, input, client);
        if (refused) return { ...refused, values, attempt };
      }
      redirect(to);
    },
    { name: "trade-in step", failure: UNEXPECTED, answer: (formError) => fail({}, formError) },
  );
  return step(values);
}

type Refusal = Pick<TradeInStepState, "errors" | "formError">;
const refuse = (errors: Record<string, string>, formError: string | null = null): Refusal => ({ errors, formError });

/** One step; null when it was stored (the page then shows what comes next). */
async function runStep(
  site: CurrentSite,
  flow: Flow,
  values: Record<string, string>,
  client: string,
): Promise<Refusal | null> {
  const db = await getDb();
  const options: StepOptions = { webhook: site.config.leads.webhook };
  const step = (decide: (f: Flow) => FlowChange | null, extra: Partial<StepOptions> = {}) =>
    changeFlow(db, site.id, flow.leadId, decide, { ...options, ...extra });
  const now = new Date();

  switch (values.intent) {
    case "lookup": {
      const parsed = lookupSchema.safeParse(values);
      if (!parsed.success) return refuse(fieldErrors(parsed.error));
      if (!(await allowRequest(lookupLimit, client, now)))
        return refuse({}, "You have looked up several registrations in a short time. Please choose your car below.");
      const { rego, regoState } = parsed.data;
      const result = await plateLookup().lookup(rego, regoState);
      if (result.kind === "failed") console.warn(`trade-in plate lookup failed: ${result.reason}`);
      const vehicle = result.kind === "found" ? fromPlate(result.vehicle) : null;
      const outcome = vehicle ? "found" : result.kind === "failed" ? "failed" : "not_found";
      const done = await step((f) =>
        f.state === "vehicle"
          ? vehicle
            ? { rego, regoState, lookup: outcome, vehicle, state: "answers" }
            : { rego, regoState, lookup: outcome }
          : null,
      );
      return done ? null : refuse({}, MOVED_ON);
    }
    case "pick": {
      const parsed = pickSchema(now.getUTCFullYear()).safeParse(values);
      if (!parsed.success) return refuse(fieldErrors(parsed.error));
      const { year, make, model, badge } = parsed.data;
      // The lists come one after another (make, then model, then badge), so the page works without JavaScript.
      const complete = model !== undefined && "badge" in values;
      const done = await step((f) =>
        f.state !== "vehicle"
          ? null
          : complete
            ? { vehicle: picked(year, make, model, badge || null), pick: null, state: "answers" }
            : { pick: { year, make, ...(model ? { model } : {}) } },
      );
      return done ? null : refuse({}, MOVED_ON);
    }
    case "answers": {
      const parsed = answersSchema.safeParse(values);
      if (!parsed.success) return refuse(fieldErrors(parsed.error));
      const { kms, ...answers } = parsed.data;
      const car = flow.vehicle;
      if (!car || flow.state !== "answers") return refuse({}, MOVED_ON);
      const estimate = await stockValuation(db, site.id).value({ ...car, km: kms }, answers as Answers, now);
      const change: FlowChange =
        estimate.kind === "offer"
          ? {
              km: kms,
              answers,
              state: "offered",
              appraisalReason: null,
              offer: {
                price: estimate.price,
                madeAt: now.toISOString(),
                expiresAt: offerExpiry(now, env().TRADE_IN_OFFER_SECONDS_BY_SITE?.[site.config.slug]).toISOString(),
                comparables: estimate.comparables,
                assumptions: estimate.assumptions,
              },
            }
          : { km: kms, answers, state: "appraisal", offer: null, appraisalReason: estimate.reason };
      const done = await step((f) => (f.state === "answers" ? change : null), {
        stage: estimate.kind === "offer" ? "offer" : "appraisal",
        now,
      });
      return done ? null : refuse({}, MOVED_ON);
    }
    case "accept": {
      const done = await step((f) => (flowView(f, now) === "offer" ? { state: "accepted", acceptedAt: now } : null), {
        stage: "accepted",
        now,
      });
      if (done) return null;
      return flowView(flow, now) === "expired" && flow.offer
        ? refuse(
            {},
            `This offer expired on ${offerDateLabel(new Date(flow.offer.expiresAt), site.config.timeZone)}. Ask for a new offer below.`,
          )
        : refuse({}, MOVED_ON);
    }
    case "change-car":
      await step((f) =>
        f.state === "answers" || f.state === "offered" || f.state === "appraisal"
          ? { state: "vehicle", vehicle: null, lookup: null, pick: null, offer: null, appraisalReason: null }
          : null,
      );
      return null;
    case "change-answers":
      await step((f) =>
        f.state === "offered" || f.state === "appraisal"
          ? { state: "answers", offer: null, appraisalReason: null }
          : null,
      );
      return null;
    default:
      return refuse({}, UNEXPECTED);
  }
}

/** A lookup is only a car when the register named its year, make and model; otherwise the shopper picks. */
function fromPlate(v: PlateVehicle): TradeInVehicle | null {
  if (!v.year || !v.make || !v.model) return null;
  const { description: _d, ...rest } = v;
  return { ...rest, year: v.year, make: v.make, model: v.model, source: "lookup" };
}

function picked(year: number, make: string, model: string, badge: string | null): TradeInVehicle {
  return { source: "picked", year, make, model, badge, vin: null, colour: null, body: null, regoExpiry: null };
}
