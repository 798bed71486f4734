import { describe, expect, it } from "vitest";
import { alertsSince, savedCarAnnouncements, type AlertingSavedCar } from "./saved-car-alert-rules";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-11-29T12:00:00Z");
const car = (over: Partial<AlertingSavedCar> = {}): AlertingSavedCar => ({
  entryId: 1,
  userId: "jo",
  vehicleId: 10,
  alertsSince: at("2026-11-20T00:00:00Z"),
  status: "in_stock",
  soldAt: null,
  price: 30000,
  ...over,
});
const change = (id: number, oldPrice: number | null, newPrice: number | null, iso = "2026-11-25T00:00:00Z") => ({
  id,
  vehicleId: 10,
  oldPrice,
  newPrice,
  at: at(iso),
});

describe("saved-car alert rules", () => {
  it("price drop: each drop after the opt-in is told once, with its own change as the occasion", () => {
    const told = savedCarAnnouncements([car()], [change(5, 32000, 31000), change(6, 31000, 30000)], [], NOW);
    expect(told).toEqual([
      expect.objectContaining({ kind: "price_drop", occasion: 5, price: 31000, oldPrice: 32000 }),
      expect.objectContaining({ kind: "price_drop", occasion: 6, price: 30000, oldPrice: 31000 }),
    ]);
  });
  it("price drop: a rise, a drop before the opt-in, or 'price on application' is not news", () => {
    const changes = [change(5, 30000, 31000), change(6, 32000, 31000, "2026-11-19T00:00:00Z"), change(7, 30000, null)];
    expect(savedCarAnnouncements([car()], changes, [], NOW)).toEqual([]);
  });
  it("price drop: another car's drop is not this saved car's news", () => {
    expect(savedCarAnnouncements([car()], [{ ...change(5, 32000, 31000), vehicleId: 11 }], [], NOW)).toEqual([]);
  });
  it("reserved: another shopper's hold after the opt-in is told once per reservation", () => {
    const holds = [
      { id: 70, vehicleId: 10, userId: "sam", createdAt: at("2026-11-26T00:00:00Z") },
      { id: 71, vehicleId: 10, userId: null, createdAt: at("2026-11-27T00:00:00Z") },
    ];
    expect(savedCarAnnouncements([car()], [], holds, NOW).map((a) => [a.kind, a.occasion])).toEqual([
      ["reserved", 70],
      ["reserved", 71],
    ]);
  });
  it("reserved: the shopper's own hold, or one made before the opt-in, is not news", () => {
    const holds = [
      { id: 70, vehicleId: 10, userId: "jo", createdAt: at("2026-11-26T00:00:00Z") },
      { id: 71, vehicleId: 10, userId: "sam", createdAt: at("2026-11-19T00:00:00Z") },
    ];
    expect(savedCarAnnouncements([car()], [], holds, NOW)).toEqual([]);
  });
  it("sold: a car sold after the opt-in is told sold once, and nothing else", () => {
    const sold = car({ status: "sold", soldAt: at("2026-11-28T00:00:00Z") });
    const holds = [{ id: 70, vehicleId: 10, userId: "sam", createdAt: at("2026-11-26T00:00:00Z") }];
    expect(savedCarAnnouncements([sold], [change(5, 32000, 31000)], holds, NOW)).toEqual([
      { watchlistEntryId: 1, vehicleId: 10, kind: "sold", occasion: 0, price: 30000, oldPrice: null },
    ]);
  });
  it("sold: a car sold before the opt-in is not news; one without a sold date counts as sold now", () => {
    expect(savedCarAnnouncements([car({ status: "sold", soldAt: at("2026-11-01T00:00:00Z") })], [], [], NOW)).toEqual(
      [],
    );
    expect(savedCarAnnouncements([car({ status: "sold" })], [], [], NOW)).toHaveLength(1);
  });
  it("alerts since: the earliest opt-in of the channels still on; none when no channel is on", () => {
    const email = at("2026-11-21T00:00:00Z");
    const sms = at("2026-11-22T00:00:00Z");
    expect(alertsSince({ alertEmail: true, emailConsentAt: email, alertSms: true, smsConsentAt: sms })).toEqual(email);
    expect(alertsSince({ alertEmail: false, emailConsentAt: email, alertSms: true, smsConsentAt: sms })).toEqual(sms);
    expect(alertsSince({ alertEmail: false, emailConsentAt: null, alertSms: false, smsConsentAt: null })).toBeNull();
  });
});
