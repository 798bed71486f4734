"use server";
import "server-only";
import { parseRowId } from "@/domain/row-id";
import { redirect } from "next/navigation";
import { z } from "zod";
import { getDb } from "@/platform/db/db.server";
import { allowRequest, type RateLimit } from "@/platform/http/rate-limits.server";
import { garagePaths, isGated } from "@/features/accounts";
import { currentShopper } from "@/features/accounts/index.server";
import { nudgeLeadDelivery } from "@/features/leads/index.server";
import { leadDealerships, leadLocations } from "@/features/locations/index.server";
import { actionSiteWithOrigin } from "@/platform/site/action-site.server";
import { siteAction } from "@/platform/site/site-action.server";
import { formStrings } from "@/ui/form-strings";
import { financeQuoteLead } from "./finance-quote-lead";
import { deleteFinanceQuote, saveFinanceQuote } from "./finance-quotes.db";
import { financeCar } from "./personalised-finance.server";
import { parseQuestionnaire, type FieldErrors } from "./questionnaire";
import { answerLines, resultLines } from "./quote-summary";
import { indicativeResult } from "./rate-bands";

export interface QuestionnaireState {
  status: "idle" | "invalid" | "failed" | "done";
  errors: FieldErrors;
  formError: string | null;
  values: Record<string, string>;
  /** The indicative result, label -> value, once answered. */
  result: Record<string, string> | null;
  /** Whether the answers went to the dealer and into the garage (a signed-in shopper). */
  sent: boolean;
}

const NOT_OFFERED = "Personalised finance is not offered on this site.";
/** The questionnaire posts its answers as text; parseQuestionnaire checks them against the car and the lender. */
const questionnaireInput = z.record(z.string(), z.string());
const FAILED = "Something went wrong on our side and your answers were not sent. Please try again.";
/** Each signed-in answer is a lead to the dealer: a script cannot flood their inbox. */
const QUOTES_PER_CLIENT: RateLimit = { bucket: "personalised-finance:client", limit: 10, windowMs: 10 * 60_000 };

/**
 * The questionnaire: validates, works out the indicative band and repayments from the site's lender rules, and (signed
 * in) sends the answers and result to the dealer as a finance lead and keeps them in the garage. No credit check.
 */
export async function answerQuestionnaire(
  previous: QuestionnaireState,
  formData: FormData,
): Promise<QuestionnaireState> {
  const values = formStrings(formData);
  const fail = (formError: string): QuestionnaireState => ({
    status: "failed",
    errors: {},
    formError,
    values,
    result: null,
    sent: false,
  });
  const answer = siteAction(
    questionnaireInput,
    async (found): Promise<QuestionnaireState> => {
      const { site, origin } = found;
      if (!origin || !site.config.personalisedFinance.enabled) return fail(NOT_OFFERED);
      const shopper = await currentShopper(site);
      if (!shopper && isGated(site.config, "/personalised/finance"))
        return fail("Please sign in to get your repayments.");
      const car = await financeCar(site, values.car_id);
      if (car === "missing") return fail("This car is no longer listed.");
      const lender = site.config.personalisedFinance;
      const parsed = parseQuestionnaire(values, {
        price: car?.price ?? null,
        bounds: site.config.finance.calculator.purchasePrice,
      });
      if (!parsed.ok)
        return { status: "invalid", errors: parsed.errors, formError: null, values, result: null, sent: false };
      const answers = answerLines(parsed.answers, parsed.price);
      const result = resultLines(indicativeResult(parsed.answers, parsed.price, lender));
      if (!shopper) return { status: "done", errors: {}, formError: null, values, result, sent: false };
      if (!(await allowRequest(QUOTES_PER_CLIENT, found.client)))
        return fail("Too many answers from this connection. Please try again in a few minutes, or call us.");
      const [dealerships, locations] = await Promise.all([leadDealerships(site), leadLocations(site)]);
      const lead = financeQuoteLead(
        site,
        {
          origin,
          userId: shopper.userId,
          customer: { name: parsed.answers.name, email: parsed.answers.email ?? null, phone: shopper.phoneNumber },
          car,
          answers,
          result,
        },
        { dealerships, locations },
      );
      await saveFinanceQuote(
        await getDb(),
        {
          siteId: site.id,
          userId: shopper.userId,
          vehicleId: car?.vehicle.id ?? null,
          car: { slug: car?.slug ?? "", name: car?.name ?? "A car of your choice", price: parsed.price },
          answers: { Name: parsed.answers.name, ...answers },
          result,
        },
        lead,
      );
      nudgeLeadDelivery();
      return { status: "done", errors: {}, formError: null, values, result, sent: true };
    },
    {
      name: "personalised finance",
      failure: FAILED,
      noSite: NOT_OFFERED,
      answer: (formError) => ({ ...previous, ...fail(formError) }),
    },
  );
  return answer(values);
}

/** The garage's Delete button on a finance quote: only the signed-in shopper's own, then back to the garage. */
export async function deleteQuote(formData: FormData): Promise<void> {
  const found = await actionSiteWithOrigin();
  if (!found) redirect("/bad-request");
  const back = garagePaths(found.site.config).find((p) => p === formData.get("back")) ?? "/my-garage";
  const shopper = await currentShopper(found.site);
  const id = parseRowId(formData.get("quote_id"));
  if (!shopper || id === null) redirect(`${back}?quote=not-deleted`);
  const deleted = await deleteFinanceQuote(await getDb(), found.site.id, shopper.userId, id);
  redirect(`${back}?quote=${deleted ? "deleted" : "not-deleted"}#finance-quotes-heading`);
}
