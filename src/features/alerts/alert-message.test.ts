import { describe, expect, it } from "vitest";
import {
  alertSms,
  dealerSender,
  alertSubject,
  carLine,
  carNews,
  SMS_OPT_OUT,
  type AlertMessageInput,
} from "./alert-message";

const input: AlertMessageInput = {
  dealer: "Harbour Toyota",
  searchName: "Utes <under> 40k",
  searchUrl: "https://harbour.example/search?body=ute",
  unsubscribeUrl: "https://harbour.example/alerts/unsubscribe?token=t",
  cars: [
    {
      kind: "new_match",
      name: "2021 Toyota HiLux",
      url: "https://harbour.example/cars/a",
      price: 39_990,
      oldPrice: null,
    },
    {
      kind: "price_drop",
      name: "2020 Ford Ranger",
      url: "https://harbour.example/cars/b",
      price: 35_000,
      oldPrice: 37_500,
    },
    { kind: "new_match", name: "2019 Isuzu D-Max", url: "https://harbour.example/cars/c", price: null, oldPrice: null },
  ],
};

describe("alert messages", () => {
  it("a price drop names the new price, the old one and the saving", () => {
    expect(carLine(input.cars[1]!)).toBe("Price drop: 2020 Ford Ranger, now $35,000 (was $37,500, down $2,500)");
    expect(carNews(input.cars[1]!)).toBe("Price drop: now $35,000 (was $37,500, down $2,500)");
  });

  it("a new match names its price, or that it is on application", () => {
    expect(carLine(input.cars[0]!)).toBe("New match: 2021 Toyota HiLux, $39,990");
    expect(carNews(input.cars[2]!)).toBe("New match: Price on application");
  });

  it("the subject and the SMS identify the dealer", () => {
    expect(alertSubject(input)).toMatch(/^Harbour Toyota: 3 updates/);
    expect(alertSms(input)).toMatch(/^Harbour Toyota:/);
  });

  it("an SMS ends with 'Reply STOP to opt out', names two cars and counts the rest", () => {
    const sms = alertSms(input);
    expect(sms.endsWith(SMS_OPT_OUT)).toBe(true);
    expect(sms).toContain("and 1 more");
    expect(sms).toContain(input.unsubscribeUrl);
  });

  it("the sender's name is the dealer's, over the platform's address", () => {
    expect(dealerSender("Forecourt Leads <leads@forecourt.example>", "Harbour Toyota")).toBe(
      '"Harbour Toyota" <leads@forecourt.example>',
    );
    expect(dealerSender("alerts@forecourt.example", 'Bob "Cars"')).toBe('"Bob Cars" <alerts@forecourt.example>');
    expect(dealerSender("alerts@forecourt.example", undefined)).toBe("alerts@forecourt.example");
  });
});
