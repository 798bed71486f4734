"use client";
import { useActionState } from "react";
import { Field } from "@/ui/Field";
import { FieldError } from "@/ui/FormMessages";
import { SUBMIT_BUTTON } from "@/ui/form-control";
import type { AlertChannel, AlertFormState, AlertFrequency } from "@/features/saved-searches/alert-preferences";

const BOX = "mt-1 h-5 w-5 shrink-0";

/**
 * The alerts of a saved search or a saved car, one form for both: one express opt-in box per channel (unticked until
 * the shopper ticks it), its words naming the channel and the dealer; e-mail asks for the address; SMS is offered only
 * with a verified mobile on the account, else a note says why. "How often" is asked only where the subject has a digest
 * (a saved search: instantly or daily; a saved car's alerts go at once). The caller gives the server action, the hidden
 * field naming the subject, and the words.
 */
export function AlertPreferencesForm(props: {
  action: (previous: AlertFormState, formData: FormData) => Promise<AlertFormState>;
  subject: { name: string; value: number };
  current: { email: boolean; emailAddress: string | null; sms: boolean; frequency?: AlertFrequency };
  wording: Record<AlertChannel, string>;
  savedText: string;
  verifiedMobile: boolean;
  smsUnavailable: string;
}) {
  const { current } = props;
  const [state, action, pending] = useActionState<AlertFormState, FormData>(props.action, {
    status: "idle",
    errors: {},
    values: {
      ...(current.email ? { alert_email: "on" } : {}),
      ...(current.sms ? { alert_sms: "on" } : {}),
      email_address: current.emailAddress ?? "",
      ...(current.frequency ? { frequency: current.frequency } : {}),
    },
  });
  const on = (name: string) => state.values[name] === "on";
  const described = (name: string) => (state.errors[name as keyof typeof state.errors] ? `${name}-error` : undefined);
  return (
    <form action={action} noValidate className="mt-4 space-y-5" aria-busy={pending}>
      {state.status === "saved" ? (
        <p role="status" className="rounded bg-surface p-3 font-semibold">
          {props.savedText}
        </p>
      ) : null}
      <input type="hidden" name={props.subject.name} value={props.subject.value} />
      <fieldset className="space-y-3">
        <legend className="font-semibold">How should we tell you?</legend>
        <div className="flex items-start gap-2">
          <input
            id="alert_email"
            name="alert_email"
            type="checkbox"
            className={BOX}
            defaultChecked={on("alert_email")}
            aria-describedby={described("alert_email")}
          />
          <label htmlFor="alert_email">{props.wording.email}</label>
        </div>
        <FieldError name="alert_email" error={state.errors.alert_email} />
        <Field
          name="email_address"
          label="E-mail address for alerts"
          type="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={state.values.email_address ?? ""}
          error={state.errors.email_address}
        />
        {props.verifiedMobile ? (
          <div className="flex items-start gap-2">
            <input
              id="alert_sms"
              name="alert_sms"
              type="checkbox"
              className={BOX}
              defaultChecked={on("alert_sms")}
              aria-invalid={state.errors.alert_sms ? true : undefined}
              aria-describedby={described("alert_sms")}
            />
            <label htmlFor="alert_sms">{props.wording.sms}</label>
          </div>
        ) : (
          <p id="alert_sms-note">{props.smsUnavailable}</p>
        )}
        <FieldError name="alert_sms" error={state.errors.alert_sms} />
      </fieldset>
      {current.frequency ? <FrequencyChoice checked={state.values.frequency} error={state.errors.frequency} /> : null}
      <button type="submit" className={SUBMIT_BUTTON} disabled={pending}>
        Save alert settings
      </button>
    </form>
  );
}

const FREQUENCIES = [
  ["instant", "As soon as a car matches"],
  ["daily", "A daily digest, at most one message a day"],
] as const;

function FrequencyChoice(props: { checked: string | undefined; error: string | undefined }) {
  return (
    <fieldset>
      <legend className="font-semibold">How often?</legend>
      {FREQUENCIES.map(([value, label]) => (
        <div key={value} className="mt-2 flex items-center gap-2">
          <input
            id={`frequency-${value}`}
            name="frequency"
            type="radio"
            value={value}
            className="h-5 w-5"
            defaultChecked={(props.checked ?? "daily") === value}
          />
          <label htmlFor={`frequency-${value}`}>{label}</label>
        </div>
      ))}
      <FieldError name="frequency" error={props.error} />
    </fieldset>
  );
}
