import { describe, expect, it } from "vitest";
import { leadAdf, leadFromDraft } from "@/features/leads";
import { reservationLead } from "./reservation-lead";
import * as messages from "./reservation-messages";

const held: messages.HeldReservation = {
  id: 42,
  siteName: "Harbour Toyota",
  carName: "2022 Toyota RAV4 GX",
  stocknum: "H1234",
  price: 41_990,
  depositCents: 20_000,
  holdEndText: "Friday 27 November 2026, 2:30 pm AWST",
  movesMoney: true,
  purchase: null,
  links: {
    confirm: "http://harbour.example/reservations/42/dealer?action=confirm&token=C",
    release: "http://harbour.example/reservations/42/dealer?action=release&token=R",
    manage: "http://harbour.example/reservations/42?key=M",
  },
};

const reservation = {
  id: 42,
  origin: "http://harbour.example",
  userId: null,
  vehicleId: 9,
  car: {
    id: 9,
    slug: "2022-toyota-rav4-gx-h1234",
    year: 2022,
    make: "Toyota",
    model: "RAV4",
    badge: "GX",
    vin: null,
    stocknum: "H1234",
    price: 41_990,
    carType: "used" as const,
    status: "in_stock",
    km: 12_000,
    dealershipId: 2,
    locationId: 5,
  },
  shopper: { name: "Jo Citizen", email: "jo@example.com", phone: "+61400000123", postcode: "6000" },
  purchase: null,
};

const place = {
  dealerships: [
    { id: 1, name: "Other Dealer", leadEmail: "other@dealer.example" },
    { id: 2, name: "Harbour Toyota", leadEmail: "sales@harbour.example" },
  ],
  locations: [
    {
      id: 5,
      slug: "fremantle",
      name: "Fremantle",
      phone: null,
      email: null,
      street: "1 Demo St",
      city: "Fremantle",
      state: "WA",
      postcode: "6160",
    },
  ],
};

const site = {
  id: 1,
  config: {
    name: "Harbour Toyota",
    leads: { routes: [], webhook: null, testDriveDisclaimer: null, fleetPoints: ["x"] },
  },
};

describe("a held reservation reaches the dealer as a Reserve lead", () => {
  const lead = leadFromDraft(
    reservationLead(site, reservation, {
      ...place,
      answers: messages.dealerAnswers(held),
      receipt: messages.receiptEmail(held),
    }),
  );
  it("goes to the car's own dealership and location, category Reserve", () => {
    expect(lead.dealershipId).toBe(2);
    expect(lead.locationId).toBe(5);
    expect(lead.snapshot.category).toBe("Reserve");
    expect(lead.snapshot.dealership.leadEmail).toBe("sales@harbour.example");
  });
  it("carries the car, the deposit and both signed links in its ADF", () => {
    const adf = leadAdf({ ...lead.snapshot, id: 1, createdAt: new Date("2026-11-25T01:00:00Z") });
    expect(adf).toContain("<model>RAV4</model>");
    expect(adf).toContain("$200 authorised");
    expect(adf).toContain("action=confirm&amp;token=C");
    expect(adf).toContain("action=release&amp;token=R");
  });
  it("sends the shopper a receipt with the hold's end and their manage link, never the dealer's links", () => {
    expect(lead.receipt?.to).toBe("jo@example.com");
    expect(lead.receipt?.text).toContain("Held until: Friday 27 November 2026, 2:30 pm AWST");
    expect(lead.receipt?.text).toContain(held.links.manage);
    expect(lead.receipt?.text).not.toContain("token=C");
    expect(messages.receiptSms(held)).not.toContain("token=R");
  });
  it("says plainly when the demo provider took the deposit", () => {
    expect(messages.receiptEmail({ ...held, movesMoney: false }).text).toContain("no money was taken");
    expect(messages.receiptEmail(held).text).not.toContain("no money was taken");
    expect(messages.receiptSms({ ...held, movesMoney: false })).toContain("demo: no money moved");
  });
  it("tells the dealer of a cancelled hold with a notice of its own, and sends the shopper nothing", () => {
    const notice = leadFromDraft(
      reservationLead(site, reservation, {
        ...place,
        answers: messages.cancellationAnswers(reservation, "Wednesday 25 November 2026, 3:00 pm AWST"),
        receipt: null,
        subcategory: "Reservation cancelled",
      }),
    );
    expect(notice.snapshot).toMatchObject({ category: "Reserve", subcategory: "Reservation cancelled" });
    expect(notice.snapshot.answers.Status).toMatch(/^Cancelled by the shopper on Wednesday 25 November 2026/);
    expect(notice.receipt).toBeNull();
  });

  it("files an online purchase under Reserve / Online Purchase with the buyer's choices", () => {
    const purchase = { Payment: "Finance", "Trade-in": "I have a trade-in", "Pick-up location": "Fremantle" };
    const bought = leadFromDraft(
      reservationLead(
        site,
        { ...reservation, purchase },
        { ...place, answers: messages.dealerAnswers({ ...held, purchase }), receipt: messages.receiptEmail(held) },
      ),
    );
    expect(bought.snapshot.subcategory).toBe("Online Purchase");
    expect(bought.snapshot.answers["Pick-up location"]).toBe("Fremantle");
    expect(bought.snapshot.optInFinance).toBe(true);
    expect(bought.snapshot.optInTrade).toBe(true);
  });
});
