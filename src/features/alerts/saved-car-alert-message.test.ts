import { describe, expect, it } from "vitest";
import { SMS_OPT_OUT } from "./alert-message";
import { savedCarLine, savedCarSms, savedCarSubject } from "./saved-car-alert-message";

const input = {
  dealer: "Tasman <Caravans>",
  carName: "2022 Isuzu D-Max",
  carUrl: "https://tasman.example/cars/isuzu",
  unsubscribeUrl: "https://tasman.example/alerts/unsubscribe?token=c1.x",
  news: [
    { kind: "sold" as const, price: 30000, oldPrice: null },
    { kind: "price_drop" as const, price: 30000, oldPrice: 32000 },
  ],
};

describe("saved-car alert messages", () => {
  it("tells each kind in words: a drop with old and new price, reserved, sold", () => {
    expect(savedCarLine("Car", { kind: "price_drop", price: 30000, oldPrice: 32000 })).toBe(
      "Price drop: Car, now $30,000 (was $32,000, down $2,000)",
    );
    expect(savedCarLine("Car", { kind: "reserved", price: 1, oldPrice: null })).toMatch(/^Reserved: Car/);
    expect(savedCarLine("Car", { kind: "sold", price: 1, oldPrice: null })).toMatch(/^Sold: Car/);
  });
  it("names the dealer in the subject", () => {
    expect(savedCarSubject(input)).toContain("Tasman <Caravans>");
  });
  it("the SMS names the dealer first and ends with the opt-out", () => {
    const sms = savedCarSms(input);
    expect(sms.startsWith("Tasman <Caravans>:")).toBe(true);
    expect(sms).toContain("and 1 more");
    expect(sms.endsWith(SMS_OPT_OUT)).toBe(true);
  });
});
