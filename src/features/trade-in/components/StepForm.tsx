"use client";
import { useActionState } from "react";
import { LeadFormField, type FieldSpec } from "@/features/leads";
import { tradeInStep } from "@/features/trade-in/trade-in-actions.server";
import { INITIAL_STEP_STATE } from "@/features/trade-in/trade-in-step-state";

/**
 * One step of the trade-in flow. Without JavaScript it posts to the server action and the page comes
 * back with the next step (or this one with its messages); with it, the same action runs in place.
 */
export function StepForm({
  id,
  intent,
  path,
  fields = [],
  defaults = {},
  submitLabel,
  secondary = false,
}: {
  id: string;
  intent: string;
  /** The page this flow is on (kept through every step). */
  path: string;
  fields?: FieldSpec[];
  defaults?: Record<string, string>;
  submitLabel: string;
  /** A lesser action (change my answers): a plain button, not the step's main one. */
  secondary?: boolean;
}) {
  const [state, action, pending] = useActionState(tradeInStep, INITIAL_STEP_STATE);
  const values = { ...defaults, ...state.values };
  const errors = Object.entries(state.errors);
  return (
    <form id={id} action={action} noValidate className="@container" key={state.attempt}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="path" value={path} />
      {state.formError ? (
        <p role="alert" className="mb-3 rounded border border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {state.formError}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <div role="alert" className="mb-3 rounded border border-red-700 bg-red-50 p-3 text-red-800">
          <p className="font-semibold">Please check {errors.length === 1 ? "this answer" : "these answers"}:</p>
          <ul className="list-disc pl-5">
            {errors.map(([field, message]) => (
              <li key={field}>
                <a href={`#${id}-${field}`} className="underline">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {fields.length > 0 ? (
        <div className="grid gap-4 @lg:grid-cols-2">
          {fields.map((spec) => (
            <LeadFormField
              key={spec.name}
              spec={spec}
              id={`${id}-${spec.name}`}
              value={values[spec.name]}
              error={state.errors[spec.name]}
              hidden={false}
            />
          ))}
        </div>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className={
          secondary
            ? "mt-4 rounded border border-gray-700 px-4 py-2 font-semibold underline-offset-2 hover:underline"
            : "mt-4 rounded bg-primary px-5 py-3 font-semibold text-on-primary disabled:opacity-60"
        }
      >
        {pending ? "Please wait…" : submitLabel}
      </button>
    </form>
  );
}
