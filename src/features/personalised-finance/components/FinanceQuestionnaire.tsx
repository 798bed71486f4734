"use client";
import { useActionState } from "react";
import {
  answerQuestionnaire,
  type QuestionnaireState,
} from "@/features/personalised-finance/personalised-finance-actions.server";
import { Field } from "@/ui/Field";
import { ErrorSummary, FormError } from "@/ui/FormMessages";
import { SelectField } from "@/ui/SelectField";
import { SUBMIT_BUTTON, formReaders } from "@/ui/form-control";

const IDLE: QuestionnaireState = { status: "idle", errors: {}, formError: null, values: {}, result: null, sent: false };

export interface FinanceQuestionnaireProps {
  carId: string | null;
  /** Null when the car has a price: then no price is asked. */
  priceHint: string | null;
  employment: [string, string][];
  creditHistory: [string, string][];
  terms: number[];
  signedIn: boolean;
  signInHref: string;
  garageHref: string | null;
}

/** The questionnaire and, once answered, the indicative result. One server action, with or without JavaScript. */
export function FinanceQuestionnaire(props: FinanceQuestionnaireProps) {
  const [state, action, pending] = useActionState(answerQuestionnaire, IDLE);
  const { value, error } = formReaders(state);
  return (
    <>
      <form action={action} noValidate className="mt-6 space-y-5" aria-busy={pending}>
        <FormError message={state.formError} />
        {state.status === "invalid" ? <ErrorSummary errors={state.errors} /> : null}
        {props.carId ? <input type="hidden" name="car_id" value={props.carId} /> : null}
        <fieldset className="space-y-4">
          <legend className="text-xl font-bold">About you</legend>
          <Field name="name" label="Full name" autoComplete="name" defaultValue={value("name")} error={error("name")} />
          <Field
            name="email"
            label="E-mail (optional)"
            type="email"
            autoComplete="email"
            defaultValue={value("email")}
            error={error("email")}
          />
          <SelectField
            placeholder="Choose…"
            name="employment"
            label="Employment"
            options={props.employment}
            value={value("employment")}
            error={error("employment")}
          />
          <Field
            name="income"
            label="Yearly income before tax ($)"
            inputMode="numeric"
            defaultValue={value("income")}
            error={error("income")}
          />
          <Field
            name="expenses"
            label="Regular monthly expenses ($)"
            inputMode="numeric"
            defaultValue={value("expenses")}
            error={error("expenses")}
            hint="Rent or mortgage, other loans and credit cards, bills."
          />
          <Field
            name="dependants"
            label="Dependants"
            inputMode="numeric"
            defaultValue={value("dependants", "0")}
            error={error("dependants")}
          />
          <SelectField
            placeholder="Choose…"
            name="credit_history"
            label="Your credit history (your own view: no credit check is made)"
            options={props.creditHistory}
            value={value("credit_history")}
            error={error("credit_history")}
          />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="text-xl font-bold">The loan</legend>
          {props.priceHint ? (
            <Field
              name="price"
              label="Purchase price ($)"
              inputMode="numeric"
              defaultValue={value("price")}
              error={error("price")}
              hint={props.priceHint}
            />
          ) : null}
          <Field
            name="deposit"
            label="Deposit ($)"
            inputMode="numeric"
            defaultValue={value("deposit", "0")}
            error={error("deposit")}
          />
          <SelectField
            placeholder="Choose…"
            name="term"
            label="Term"
            options={props.terms.map((t) => [String(t), `${t} ${t === 1 ? "year" : "years"}`])}
            value={value("term", "5")}
            error={error("term")}
          />
        </fieldset>
        <button type="submit" disabled={pending} className={SUBMIT_BUTTON}>
          {props.signedIn ? "Get my repayments and send them to the dealer" : "Get my repayments"}
        </button>
      </form>
      {state.result ? (
        <section aria-labelledby="finance-result-heading" className="mt-8 rounded border border-gray-400 p-4">
          <h2 id="finance-result-heading" className="text-2xl font-bold">
            Your indicative repayments
          </h2>
          <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2" aria-live="polite">
            {Object.entries(state.result).map(([label, text]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
          <p role="status" className="mt-4">
            {state.sent ? (
              <>
                Sent to our finance team, who will be in touch.{" "}
                {props.garageHref ? (
                  <a className="underline" href={props.garageHref}>
                    Kept in your garage
                  </a>
                ) : null}
              </>
            ) : (
              <>
                Not sent to anyone.{" "}
                <a className="underline" href={props.signInHref}>
                  Sign in to send it to our finance team
                </a>
              </>
            )}
          </p>
        </section>
      ) : null}
    </>
  );
}
