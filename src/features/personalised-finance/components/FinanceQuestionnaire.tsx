"use client";
import { useActionState } from "react";
import {
  answerQuestionnaire,
  type QuestionnaireState,
} from "@/features/personalised-finance/personalised-finance-actions.server";
import { Field } from "@/ui/Field";

const IDLE: QuestionnaireState = { status: "idle", errors: {}, formError: null, values: {}, result: null, sent: false };
const CONTROL = "mt-1 w-full max-w-md rounded border border-gray-500 bg-white px-3 py-2 text-lg";

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

function Choice(props: { name: string; label: string; options: [string, string][]; value: string; error?: string }) {
  return (
    <div>
      <label htmlFor={props.name} className="block font-semibold">
        {props.label}
      </label>
      {/* Keyed by its value: React applies a select's defaultValue only when it mounts, and resets the form after
          each answer, so a choice would otherwise be lost when another field needs correcting. */}
      <select
        key={props.value}
        id={props.name}
        name={props.name}
        defaultValue={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.name}-error` : undefined}
        className={CONTROL}
      >
        <option value="">Choose…</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {props.error ? (
        <p id={`${props.name}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** The questionnaire and, once answered, the indicative result. One server action, with or without JavaScript. */
export function FinanceQuestionnaire(props: FinanceQuestionnaireProps) {
  const [state, action, pending] = useActionState(answerQuestionnaire, IDLE);
  const value = (name: string, fallback = "") => state.values[name] ?? fallback;
  const error = (name: string) => state.errors[name];
  return (
    <>
      <form action={action} noValidate className="mt-6 space-y-5" aria-busy={pending}>
        {state.formError ? (
          <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 font-semibold text-red-800">
            {state.formError}
          </p>
        ) : null}
        {state.status === "invalid" ? (
          <div role="alert" className="text-red-800">
            <p className="font-semibold">Please fix the following errors:</p>
            <ul className="mt-1 list-disc pl-6">
              {Object.entries(state.errors).map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
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
          <Choice
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
          <Choice
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
          <Choice
            name="term"
            label="Term"
            options={props.terms.map((t) => [String(t), `${t} ${t === 1 ? "year" : "years"}`])}
            value={value("term", "5")}
            error={error("term")}
          />
        </fieldset>
        <button
          type="submit"
          disabled={pending}
          className="rounded bg-primary px-6 py-3 text-lg font-semibold text-on-primary disabled:opacity-60"
        >
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
