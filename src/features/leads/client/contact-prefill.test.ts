import { describe, expect, it } from "vitest";
import { contactToKeep, PREFILL_FIELDS } from "./contact-prefill";

const full = { name: "Jo", last_name: "Citizen", email: "jo@example.com", phone: "0412 000 123", postcode: "6160" };

describe("contactToKeep", () => {
  it("keeps the contact when name, e-mail and phone are all present", () => {
    expect(contactToKeep(full)).toEqual(full);
    expect(contactToKeep({ name: "Jo", email: "jo@example.com", phone: "0412 000 123" })).toEqual({
      name: "Jo",
      email: "jo@example.com",
      phone: "0412 000 123",
    });
  });
  it.each(["name", "email", "phone"] as const)("keeps nothing when %s is missing or blank", (key) => {
    const { [key]: _dropped, ...rest } = full;
    expect(contactToKeep(rest)).toBeNull();
    expect(contactToKeep({ ...full, [key]: "" })).toBeNull();
    expect(contactToKeep({ ...full, [key]: "   " })).toBeNull();
  });
  it("keeps only the contact fields, never the message or other answers", () => {
    const kept = contactToKeep({
      ...full,
      message: "My secret",
      company: "Acme",
      car_id: "7",
      terms_conditions: "on",
      opt_in: "on",
    });
    expect(kept).toEqual(full);
    expect(Object.keys(kept!).every((k) => (PREFILL_FIELDS as readonly string[]).includes(k))).toBe(true);
    expect(kept).not.toHaveProperty("message");
  });
  it("trims each value and leaves out blank optional fields", () => {
    expect(
      contactToKeep({
        name: "  Jo ",
        email: " jo@example.com\n",
        phone: "\t0412 000 123 ",
        last_name: "  ",
        postcode: "",
      }),
    ).toEqual({
      name: "Jo",
      email: "jo@example.com",
      phone: "0412 000 123",
    });
  });
  it("cuts each kept value to 254 characters", () => {
    const kept = contactToKeep({ ...full, name: "n".repeat(300) });
    expect(kept!.name).toBe("n".repeat(254));
  });
});
