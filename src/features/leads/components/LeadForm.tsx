"use client";

import { useActionState, useEffect, useRef, useState, type FormEvent } from "react";
import { ERROR_LIST_HEADING, failureMessage } from "@/features/leads/lead-messages";
import type { LeadFormKind, LeadFormRules } from "@/features/leads/forms/form-kinds";
import {
  formValues,
  INITIAL_LEAD_FORM_STATE,
  type FieldOption,
  type FieldSpec,
  type LeadFormState,
} from "@/features/leads/lead-form-state";
import { keepLeadForm, keptContact } from "@/features/leads/client/kept-lead-form";
import { keepEnquiredCar } from "@/features/leads/client/enquired-car";
import { landingParams, readVisits } from "@/features/leads/client/visit-log";
import { awaitSpamCheck, SpamCheck } from "./SpamCheck";
import { LeadFormField } from "./LeadFormField";
import { useLeadFormAction } from "./LeadFormAction";

export interface LeadFormProps {
  id: string;
  kind: LeadFormKind;
  rules: LeadFormRules;
  steps: FieldSpec[][];
  stepTitles?: readonly string[];
  /** Hidden fields (car context, offer or location ids) and the fields' starting values. */
  hidden: Record<string, string>;
  defaults: Record<string, string>;
  submitLabel: string;
  spam: { difficulty: number } | null;
  termsNotice: boolean;
  /** The test-drive times offered at each location (by slug; "" for the car's own location). */
  slots?: Record<string, { label: string; options: FieldOption[] }[]>;
}

/**
 * A lead form. Without JavaScript it posts to the server action and the page re-renders with the
 * answer; with JavaScript it validates with the same zod schema first, waits for the spam check,
 * then sends, showing a spinner and keeping the button disabled until the answer arrives.
 */
export function LeadForm(props: LeadFormProps) {
  // One state for what the form shows. The action's state is only where it starts: the answer to a
  // post without JavaScript, with which the page was rendered. With JavaScript the form never posts
  // by itself (onSubmit always prevents it), so every later answer, the browser's and the server's, is set here.
  const sendLeadForm = useLeadFormAction();
  const [answered, formAction] = useActionState(sendLeadForm, INITIAL_LEAD_FORM_STATE);
  const [state, setState] = useState<LeadFormState>(answered);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errorsRef = useRef<HTMLDivElement>(null);
  const stepRef = useRef<HTMLParagraphElement>(null);
  const [location, setLocation] = useState(state.values.location ?? props.defaults.location ?? "");
  const values = { ...props.defaults, ...state.values };
  const lastStep = props.steps.length - 1;
  // An error on an earlier step's field (found on the last step) brings the shopper back to that step.
  const errorStep = props.steps.findIndex((fields) => fields.some((f) => f.name in state.errors));
  const step = state.status === "invalid" && errorStep >= 0 ? errorStep : state.step;
  const rendered = new Set(props.steps.flat().map((f) => f.name));
  const failure = failureMessage(props.steps.length > 1);

  useEffect(() => {
    // Prefill the contact fields of the form kept from an earlier lead, where the shopper has typed nothing yet.
    const form = formRef.current;
    if (!form) return;
    for (const [name, value] of Object.entries(keptContact())) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement && input.value === "") input.value = value;
    }
  }, []);
  useEffect(() => {
    // The form is rebuilt after each answer: put focus where the shopper continues.
    if (Object.keys(state.errors).length > 0) errorsRef.current?.focus();
    else if (state.status === "step") stepRef.current?.focus();
  }, [state]);

  /** The test-drive times follow the location select. */
  function followLocation(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLSelectElement;
    if (target.name === "location") setLocation(target.value);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields = formValues(data);
    const attempt = state.attempt + 1;
    const { browserCheck } = await import("@/features/leads/forms/lead-forms");
    const own = Object.fromEntries(
      props.steps
        .flat()
        .map((f) => [f.name, fields[f.name]])
        .filter(([, v]) => v !== undefined),
    );
    const errors = browserCheck(
      props.kind,
      props.rules,
      fields.car_id ? { ...own, car_id: fields.car_id } : own,
      step < lastStep ? props.steps[step]!.map((f) => f.name) : null,
    );
    if (errors) {
      setState({
        ...state,
        status: "invalid",
        errors,
        formError: null,
        values: fields,
        attempt,
      });
      return;
    }
    if (step < lastStep) {
      // The multi-step form moves on in the browser; the server checks every step again on the last.
      setState({
        ...state,
        status: "step",
        step: step + 1,
        errors: {},
        formError: null,
        values: fields,
        attempt,
      });
      return;
    }
    setPending(true);
    try {
      await awaitSpamCheck(form).catch(() => undefined); // the server decides what an unsolved check means
      const send = new FormData(form);
      send.set("js", "1");
      send.set("page_url", window.location.href);
      send.set("visited_pages", JSON.stringify(readVisits()));
      send.set("linked_query_params", landingParams());
      const answer = await sendLeadForm(state, send);
      if (answer.status === "sent" && answer.redirectTo) {
        keepLeadForm(fields);
        keepEnquiredCar(fields);
        window.location.assign(answer.redirectTo);
        return;
      }
      if (answer.status === "failed") window.alert(answer.formError ?? failure);
      setState({ ...answer, attempt });
    } catch {
      window.alert(failure);
      setState({ ...state, status: "failed", formError: failure, values: fields, attempt });
    }
    setPending(false);
  }

  const errors = Object.entries(state.errors);
  const slotGroups = props.slots?.[location] ?? props.slots?.[""] ?? [];
  return (
    // Two columns where the form has room (a container query), one in a narrow side panel or on a phone.
    <div className="@container">
      <form
        key={state.attempt}
        ref={formRef}
        id={props.id}
        action={formAction}
        onSubmit={onSubmit}
        onChange={followLocation}
        noValidate
        aria-busy={pending}
        className="grid gap-4 @lg:grid-cols-2"
      >
        {props.steps.length > 1 ? (
          <p ref={stepRef} tabIndex={-1} className="text-sm font-semibold @lg:col-span-2">
            Step {step + 1} of {props.steps.length}
            {props.stepTitles?.[step] ? `: ${props.stepTitles[step]}` : ""}
          </p>
        ) : null}
        {errors.length > 0 ? (
          <div
            ref={errorsRef}
            tabIndex={-1}
            role="alert"
            className="rounded border-2 border-red-700 bg-red-50 p-3 @lg:col-span-2"
          >
            <p className="font-bold">{ERROR_LIST_HEADING}</p>
            <ul className="mt-1 list-disc pl-5 text-red-700">
              {errors.map(([field, message]) => (
                <li key={field}>
                  {rendered.has(field) ? (
                    <a href={`#${props.id}-${field}`} className="underline">
                      {message}
                    </a>
                  ) : (
                    message
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {state.formError ? (
          <div
            role="alert"
            className="rounded border-2 border-red-700 bg-red-700 p-3 font-semibold text-white @lg:col-span-2"
          >
            {state.formError}
          </div>
        ) : null}
        {Object.entries(props.hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="form" value={props.kind} />
        {props.steps.length > 1 ? <input type="hidden" name="step" value={step} /> : null}
        {props.steps.map((fields, index) =>
          fields.map((spec) => (
            <LeadFormField
              key={spec.name}
              spec={spec}
              id={`${props.id}-${spec.name}`}
              value={values[spec.name]}
              error={state.errors[spec.name]}
              hidden={index !== step}
              slotOptions={spec.name === "dateTime" ? slotGroups : undefined}
            />
          )),
        )}
        {props.termsNotice ? (
          <p className="text-sm @lg:col-span-2">* You must agree to the terms of use before submitting the form.</p>
        ) : null}
        {props.spam ? (
          <div className="@lg:col-span-2">
            <SpamCheck difficulty={props.spam.difficulty} />
          </div>
        ) : null}
        <div className="flex gap-3 @lg:col-span-2">
          <button
            type="submit"
            disabled={pending}
            className="inline-flex items-center gap-2 rounded bg-primary px-5 py-3 font-semibold text-on-primary disabled:opacity-70"
          >
            {pending ? (
              <span
                aria-hidden="true"
                className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
              />
            ) : null}
            {pending ? "Sending…" : step < lastStep ? "Next" : props.submitLabel}
          </button>
          {step > 0 ? (
            <button
              type="button"
              className="rounded border border-gray-500 px-5 py-3 font-semibold"
              onClick={() => {
                const form = formRef.current;
                const kept = form ? formValues(new FormData(form)) : state.values;
                setState({
                  ...state,
                  status: "step",
                  step: step - 1,
                  errors: {},
                  formError: null,
                  values: kept,
                  attempt: state.attempt + 1,
                });
              }}
            >
              Back
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
