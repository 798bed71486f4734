import { describe, expect, it } from "vitest";
import { formDataToKeep } from "./kept-lead-form";

const contact = { name: "Jo", last_name: "Citizen", email: "jo@example.com", phone: "0412 000 123", postcode: "6160" };

describe("the full form data is kept on the device when name, e-mail and phone are all present", () => {
  it("keeps every field of the form, not only the contact fields", () => {
    const form = {
      ...contact,
      message: "Is it still available?",
      car_id: "7",
      form: "enquiry",
      category: "General Enquiry",
      opt_in: "on",
      terms_conditions: "on",
      location: "harbour-toyota-fremantle",
    };
    expect(formDataToKeep(form)).toEqual(form);
  });
  it.each(["name", "email", "phone"] as const)("keeps nothing when %s is missing or blank", (key) => {
    const { [key]: _dropped, ...rest } = contact;
    expect(formDataToKeep({ ...rest, message: "Hello" })).toBeNull();
    expect(formDataToKeep({ ...contact, [key]: "" })).toBeNull();
    expect(formDataToKeep({ ...contact, [key]: "   " })).toBeNull();
  });
  it("leaves out what the page adds that is not form data: the spam check's proof and trap, the step", () => {
    const kept = formDataToKeep({ ...contact, pow_token: "t", pow_nonce: "n", website_url: "", js: "1", step: "2" });
    expect(kept).toEqual(contact);
  });
  it("trims each value and leaves out blank ones", () => {
    expect(
      formDataToKeep({ name: "  Jo ", email: " jo@example.com\n", phone: "\t0412 000 123 ", message: "  " }),
    ).toEqual({ name: "Jo", email: "jo@example.com", phone: "0412 000 123" });
  });
  it("cuts a value to 5,000 characters", () => {
    expect(formDataToKeep({ ...contact, message: "m".repeat(6000) })!.message).toBe("m".repeat(5000));
  });
});
