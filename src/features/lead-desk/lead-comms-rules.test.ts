import { describe, expect, it } from "vitest";
import type { Member } from "@/features/staff";
import {
  checkReply,
  defaultReplySubject,
  deliveryFailing,
  leadCommsOutcome,
  mayResend,
  PENDING_TOO_LONG_MS,
  REPLY_SUBJECT_MAX,
  REPLY_TEXT_MAX,
  replyMessage,
  shownDestination,
} from "./lead-comms-rules";

const lead = { groupId: "g", siteId: 1, dealershipId: 10, locationId: 100, category: "General Enquiry" };
const member = (role: Member["role"], scopes: Member["scopes"] = []): Member => ({ groupId: "g", role, scopes });

describe("checkReply: a reply names the field that is wrong", () => {
  it("takes a trimmed subject and message", () => {
    expect(checkReply("  Hello ", " Still here. ")).toEqual({ ok: true, subject: "Hello", text: "Still here." });
  });
  it("refuses an empty or overlong subject, one with a line break, and an empty or overlong message", () => {
    expect(checkReply("", "x")).toEqual({ ok: false, outcome: "subject-needed" });
    expect(checkReply(null, "x")).toEqual({ ok: false, outcome: "subject-needed" });
    expect(checkReply("x".repeat(REPLY_SUBJECT_MAX + 1), "x")).toEqual({ ok: false, outcome: "subject-too-long" });
    expect(checkReply("a\r\nBcc: x@y.example", "x")).toEqual({ ok: false, outcome: "subject-too-long" });
    expect(checkReply("Hi", "   ")).toEqual({ ok: false, outcome: "reply-needed" });
    expect(checkReply("Hi", "x".repeat(REPLY_TEXT_MAX + 1))).toEqual({ ok: false, outcome: "reply-too-long" });
  });
  it("every outcome that names a field says the field's label first", () => {
    expect(leadCommsOutcome("subject-needed")?.message).toMatch(/^Subject:/);
    expect(leadCommsOutcome("reply-too-long")?.message).toMatch(/^Message:/);
    expect(leadCommsOutcome("toString")).toBeNull();
  });
});

describe("replyMessage: signed by the salesperson, answered to them", () => {
  it("signs the text and sets Reply-To to the salesperson", () => {
    const message = replyMessage({
      subject: "About the RAV4",
      text: "It is still here.",
      salesperson: { name: "Sam Seller", email: "sam@harbour-toyota.example" },
      siteName: "Harbour Toyota",
    });
    expect(message.replyTo).toBe("sam@harbour-toyota.example");
    expect(message.text).toMatch(/^It is still here\.\n\nSam Seller\nHarbour Toyota\n/);
  });
  it("defaultReplySubject names the car when there is one, else the enquiry", () => {
    const car = { year: 2021, make: "Toyota", model: "RAV4" };
    expect(defaultReplySubject({ category: "Test Drive", siteName: "Harbour Toyota", vehicle: car })).toBe(
      "Your enquiry about the 2021 Toyota RAV4",
    );
    expect(defaultReplySubject({ category: "Service", siteName: "Harbour Toyota", vehicle: null })).toBe(
      "Your service with Harbour Toyota",
    );
  });
});

describe("mayResend: replies by whoever works the lead, the dealer's deliveries by who runs the site", () => {
  const here = [{ siteId: 1, dealershipId: 10, locationId: 100 }];
  it("a salesperson of the lead's location may resend a reply, not the dealer's e-mail or webhook", () => {
    expect(mayResend(member("sales", here), lead, "reply")).toBe(true);
    expect(mayResend(member("sales", here), lead, "email")).toBe(false);
    expect(mayResend(member("sales", here), lead, "webhook")).toBe(false);
  });
  it("a manager of the dealership and an owner may resend anything; another group nothing", () => {
    expect(mayResend(member("manager", [{ siteId: 1, dealershipId: 10, locationId: null }]), lead, "email")).toBe(true);
    expect(mayResend(member("owner"), lead, "webhook")).toBe(true);
    expect(mayResend({ groupId: "other", role: "owner", scopes: [] }, lead, "reply")).toBe(false);
    expect(mayResend(member("manager", [{ siteId: 2, dealershipId: null, locationId: null }]), lead, "email")).toBe(
      false,
    );
  });
});

describe("deliveryFailing and shownDestination", () => {
  const now = new Date("2026-11-28T09:00:00Z");
  it("failed, or pending for longer than PENDING_TOO_LONG_MS, counts as failing", () => {
    expect(deliveryFailing({ status: "failed", createdAt: now }, now)).toBe(true);
    const old = new Date(now.getTime() - PENDING_TOO_LONG_MS - 1);
    expect(deliveryFailing({ status: "pending", createdAt: old }, now)).toBe(true);
    expect(deliveryFailing({ status: "pending", createdAt: now }, now)).toBe(false);
    expect(deliveryFailing({ status: "sent", createdAt: old }, now)).toBe(false);
  });
  it("a webhook URL loses its credentials, query and fragment; an e-mail address is shown as it is", () => {
    expect(shownDestination("webhook", "https://u:p@crm.example:8443/in?key=s#x")).toBe("https://crm.example:8443/in");
    expect(shownDestination("webhook", "not a url")).toBe("(an address that is not a URL)");
    expect(shownDestination("email", "sales@harbour-toyota.example")).toBe("sales@harbour-toyota.example");
  });
});
