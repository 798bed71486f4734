"use client";
import { useActionState } from "react";
import { Field } from "@/ui/Field";
import { FieldError } from "@/ui/FormMessages";
import { SUBMIT_BUTTON } from "@/ui/form-control";
import { setCarAlerts, type CarAlertFormState } from "@/features/alerts/saved-car-alert-actions.server";

const BOX = "mt-1 h-5 w-5 shrink-0";

/**
 * A saved car's alerts (price drops, reserved, sold): one express opt-in box per channel, unticked until the shopper
 * ticks it, its words naming the channel and the dealer; e-mail asks for the address; SMS is offered only with a
 * verified mobile on the account, else a note says why. Sent at once, at most one message a day.
 */
export function SavedCarAlertsForm(props: {
  carId: number;
  current: { email: boolean; emailAddress: string | null; sms: boolean };
  wording: { email: string; sms: string };
  verifiedMobile: boolean;
  smsUnavailable: string;
}) {
  const { current } = props;
  const [state, action, pending] = useActionState<CarAlertFormState, FormData>(setCarAlerts, {
    status: "idle",
    errors: {},
    values: {
      ...(current.email ? { alert_email: "on" } : {}),
      ...(current.sms ? { alert_sms: "on" } : {}),
      email_address: current.emailAddress ?? "",
    },
  });
  const on = (name: string) => state.values[name] === "on";
  return (
    <form action={action} noValidate className="mt-4 space-y-5" aria-busy={pending}>
      {state.status === "saved" ? (
        <p role="status" className="rounded bg-surface p-3 font-semibold">
          Your alert settings for this car are saved.
        </p>
      ) : null}
      <input type="hidden" name="car" value={props.carId} />
      <fieldset className="space-y-3">
        <legend className="font-semibold">How should we tell you?</legend>
        <div className="flex items-start gap-2">
          <input
            id="alert_email"
            name="alert_email"
            type="checkbox"
            className={BOX}
            defaultChecked={on("alert_email")}
            aria-describedby={state.errors.alert_email ? "alert_email-error" : undefined}
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
              aria-describedby={state.errors.alert_sms ? "alert_sms-error" : undefined}
            />
            <label htmlFor="alert_sms">{props.wording.sms}</label>
          </div>
        ) : (
          <p id="alert_sms-note">{props.smsUnavailable}</p>
        )}
        <FieldError name="alert_sms" error={state.errors.alert_sms} />
      </fieldset>
      <button type="submit" className={SUBMIT_BUTTON} disabled={pending}>
        Save alert settings
      </button>
    </form>
  );
}
