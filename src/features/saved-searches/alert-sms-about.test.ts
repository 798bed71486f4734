import { describe, expect, it } from "vitest";
import { savedCarAlertSmsAbout, searchAlertSmsAbout, smsAboutSubject } from "./alert-sms-about";

describe("what an alert text is about", () => {
  it("reads back the saved search or saved car it was queued about", () => {
    expect(smsAboutSubject(searchAlertSmsAbout(12), "saved-search")).toBe(12);
    expect(smsAboutSubject(savedCarAlertSmsAbout(34), "saved-car")).toBe(34);
  });
  it("is nothing of the other kind, of no subject, or of another shape", () => {
    expect(smsAboutSubject(searchAlertSmsAbout(12), "saved-car")).toBeNull();
    expect(smsAboutSubject(null, "saved-search")).toBeNull();
    expect(smsAboutSubject("saved-search:12x", "saved-search")).toBeNull();
  });
});
