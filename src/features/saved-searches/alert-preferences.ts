import { z } from "zod";

const ALERT_FREQUENCIES = ["instant", "daily"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export type AlertChannel = "email" | "sms";

/** What the shopper chose for one saved search's alerts. */
export interface AlertChoice {
  email: boolean;
  emailAddress: string | null;
  sms: boolean;
  frequency: AlertFrequency;
}

/** The alert columns as stored: the choice with each channel's opt-in (when it was given and the words shown). */
export interface StoredAlerts extends AlertChoice {
  emailConsentAt: Date | null;
  emailConsentWording: string | null;
  smsConsentAt: Date | null;
  smsConsentWording: string | null;
}

/** The channel columns a saved search and a saved car both keep their alerts in (their frequency apart). */
export interface AlertColumns {
  alertEmail: boolean;
  alertEmailAddress: string | null;
  emailConsentAt: Date | null;
  emailConsentWording: string | null;
  alertSms: boolean;
  smsConsentAt: Date | null;
  smsConsentWording: string | null;
}

/** SMS alerts off with their consent dropped (a STOP reply), e-mail left as it is; turning SMS on again asks again. */
export const SMS_ALERTS_OFF = {
  alertSms: false,
  smsConsentAt: null,
  smsConsentWording: null,
} as const satisfies Partial<AlertColumns>;

/** Every alert off, with its consents dropped (turning a channel on again asks again). */
export const ALERTS_OFF: AlertColumns = {
  alertEmail: false,
  alertEmailAddress: null,
  emailConsentAt: null,
  emailConsentWording: null,
  ...SMS_ALERTS_OFF,
};

/** A row's channel columns as the stored alerts, at the frequency the row keeps (or its kind has). */
export function storedAlertColumns(row: AlertColumns, frequency: AlertFrequency): StoredAlerts {
  return {
    email: row.alertEmail,
    emailAddress: row.alertEmailAddress,
    sms: row.alertSms,
    frequency,
    emailConsentAt: row.emailConsentAt,
    emailConsentWording: row.emailConsentWording,
    smsConsentAt: row.smsConsentAt,
    smsConsentWording: row.smsConsentWording,
  };
}

/** The stored alerts as the channel columns to write. */
export function alertColumns(alerts: StoredAlerts): AlertColumns {
  return {
    alertEmail: alerts.email,
    alertEmailAddress: alerts.emailAddress,
    emailConsentAt: alerts.emailConsentAt,
    emailConsentWording: alerts.emailConsentWording,
    alertSms: alerts.sms,
    smsConsentAt: alerts.smsConsentAt,
    smsConsentWording: alerts.smsConsentWording,
  };
}

/**
 * The express opt-in for one channel, naming the channel and the dealer, as the checkbox's label shows it and as it is
 * stored with the consent (Spam Act: consent is express, names what is sent and by whom).
 */
export function consentWording(channel: AlertChannel, dealer: string): string {
  return channel === "email"
    ? `Yes, e-mail me alerts from ${dealer} about cars matching this search (new matches and price drops).`
    : `Yes, text me alerts by SMS from ${dealer} about cars matching this search (new matches and price drops).`;
}

export const SMS_NEEDS_VERIFIED_MOBILE =
  "SMS alerts: your account has no verified mobile number, so we cannot text you. Choose e-mail instead.";

const checked = z
  .enum(["on", "true"])
  .optional()
  .transform((v) => v !== undefined);

const alertForm = z
  .object({
    alert_email: checked,
    email_address: z.string().trim().max(254, "E-mail address: please keep it to 254 characters or fewer").optional(),
    alert_sms: checked,
    frequency: z.enum(ALERT_FREQUENCIES, { error: "How often: please choose instantly or a daily digest" }),
  })
  .superRefine((form, ctx) => {
    if (form.alert_email && !z.email().safeParse(form.email_address ?? "").success)
      ctx.addIssue({
        code: "custom",
        path: ["email_address"],
        message: "E-mail address: please enter the address the alerts should go to, like name@example.com",
      });
  });

export type AlertFieldErrors = Partial<Record<"alert_email" | "email_address" | "alert_sms" | "frequency", string>>;

/** What an alert settings form shows after a submit: saved, or the fields' errors with the values sent back. */
export interface AlertFormState {
  status: "idle" | "invalid" | "saved";
  errors: AlertFieldErrors;
  values: Record<string, string>;
}

/**
 * Reads the alert form. Each channel is on only when its own opt-in box is ticked (unticked by default); e-mail
 * needs an address, SMS a verified mobile on the account (else a message saying so, and nothing changes).
 */
export function readAlertChoice(
  values: Record<string, string>,
  account: { verifiedMobile: boolean },
): { ok: true; choice: AlertChoice } | { ok: false; errors: AlertFieldErrors } {
  const parsed = alertForm.safeParse(values);
  if (!parsed.success) {
    const errors: AlertFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "frequency") as keyof AlertFieldErrors;
      errors[field] ??= issue.message.includes(":") ? issue.message : `${fieldName(field)}: ${issue.message}`;
    }
    return { ok: false, errors };
  }
  const form = parsed.data;
  if (form.alert_sms && !account.verifiedMobile) return { ok: false, errors: { alert_sms: SMS_NEEDS_VERIFIED_MOBILE } };
  return {
    ok: true,
    choice: {
      email: form.alert_email,
      emailAddress: form.alert_email ? (form.email_address ?? null) : null,
      sms: form.alert_sms,
      frequency: form.frequency,
    },
  };
}

const fieldName = (field: keyof AlertFieldErrors) =>
  ({ alert_email: "E-mail alerts", email_address: "E-mail address", alert_sms: "SMS alerts", frequency: "How often" })[
    field
  ];

/**
 * The alert columns after a choice: a channel newly ticked records its consent now with the words shown; one that
 * stays on keeps the consent it was given (the shopper agreed once); one turned off drops its consent, so turning it
 * on again asks again.
 */
export function withConsent(
  before: StoredAlerts,
  choice: AlertChoice,
  now: Date,
  dealer: string,
  wordingOf: (channel: AlertChannel, dealer: string) => string = consentWording,
): StoredAlerts {
  const consent = (channel: AlertChannel, on: boolean, wasOn: boolean, at: Date | null, wording: string | null) =>
    !on
      ? { at: null, wording: null }
      : wasOn && at
        ? { at, wording }
        : { at: now, wording: wordingOf(channel, dealer) };
  const email = consent("email", choice.email, before.email, before.emailConsentAt, before.emailConsentWording);
  const sms = consent("sms", choice.sms, before.sms, before.smsConsentAt, before.smsConsentWording);
  return {
    ...choice,
    emailConsentAt: email.at,
    emailConsentWording: email.wording,
    smsConsentAt: sms.at,
    smsConsentWording: sms.wording,
  };
}
