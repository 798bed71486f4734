import { describe, expect, it } from "vitest";
import {
  consentWording,
  readAlertChoice,
  SMS_NEEDS_VERIFIED_MOBILE,
  withConsent,
  type StoredAlerts,
} from "./alert-preferences";

const verified = { verifiedMobile: true };
const NONE: StoredAlerts = {
  email: false,
  emailAddress: null,
  sms: false,
  frequency: "daily",
  emailConsentAt: null,
  emailConsentWording: null,
  smsConsentAt: null,
  smsConsentWording: null,
};

describe("alert preferences", () => {
  it("turns a channel on only when its own opt-in box is ticked", () => {
    expect(readAlertChoice({ frequency: "daily", email_address: "jo@example.com" }, verified)).toEqual({
      ok: true,
      choice: { email: false, emailAddress: null, sms: false, frequency: "daily" },
    });
    expect(readAlertChoice({ frequency: "instant", alert_sms: "on" }, verified)).toMatchObject({
      ok: true,
      choice: { sms: true, email: false, frequency: "instant" },
    });
  });

  it("asks for an e-mail address when e-mail is chosen, naming the field", () => {
    expect(readAlertChoice({ frequency: "daily", alert_email: "on", email_address: "nope" }, verified)).toEqual({
      ok: false,
      errors: { email_address: expect.stringMatching(/^E-mail address: /) },
    });
  });

  it("offers SMS only with a verified mobile on the account, saying so otherwise", () => {
    expect(readAlertChoice({ frequency: "daily", alert_sms: "on" }, { verifiedMobile: false })).toEqual({
      ok: false,
      errors: { alert_sms: SMS_NEEDS_VERIFIED_MOBILE },
    });
  });

  it("refuses a frequency other than instantly or daily, naming the field", () => {
    const read = readAlertChoice({ frequency: "hourly" }, verified);
    expect(read).toEqual({ ok: false, errors: { frequency: expect.stringMatching(/^How often: /) } });
    expect(readAlertChoice({ frequency: "daily", alert_email: "yes please" }, verified)).toMatchObject({ ok: false });
  });

  it("names the channel and the dealer in each opt-in's words", () => {
    expect(consentWording("email", "Harbour Toyota")).toMatch(/e-mail me alerts from Harbour Toyota/);
    expect(consentWording("sms", "Harbour Toyota")).toMatch(/SMS from Harbour Toyota/);
  });

  it("records consent when a channel is newly ticked, keeps it while on, and drops it when turned off", () => {
    const first = new Date("2026-11-29T01:00:00Z");
    const later = new Date("2026-11-30T01:00:00Z");
    const on = withConsent(
      NONE,
      { email: true, emailAddress: "jo@example.com", sms: false, frequency: "daily" },
      first,
      "Harbour Toyota",
    );
    expect(on).toMatchObject({
      emailConsentAt: first,
      emailConsentWording: consentWording("email", "Harbour Toyota"),
      smsConsentAt: null,
    });
    const kept = withConsent(on, { ...on, sms: true }, later, "Harbour Toyota");
    expect(kept).toMatchObject({ emailConsentAt: first, smsConsentAt: later });
    const off = withConsent(kept, { ...kept, email: false, emailAddress: null }, later, "Harbour Toyota");
    expect(off).toMatchObject({ email: false, emailConsentAt: null, emailConsentWording: null, smsConsentAt: later });
  });
});
