import { describe, expect, it } from "vitest";
import { eventRecord, looksPersonal } from "./event-record";
import { ascEventName, EVENT_VOCABULARY } from "./event-vocabulary";

const SHOPPER = {
  email: "jo.citizen@mail.example",
  phone: "0400 000 123",
  name: "Jo Citizen",
  ip: "203.0.113.7",
};

describe("an analytics event record", () => {
  it("carries none of the shopper's e-mail, phone, name or IP address, whatever the recording code passes", () => {
    const record = eventRecord({
      siteId: 1,
      eventId: 22,
      kind: "lead",
      leadId: 7,
      vehicleId: 9,
      params: {
        category: "General Enquiry",
        vehicleMake: "Toyota",
        vehicleYear: 2021,
        // What a careless caller might hand over: named fields, and personal values in allowed fields.
        email: SHOPPER.email,
        phone: SHOPPER.phone,
        name: SHOPPER.name,
        firstName: "Jo",
        ip: SHOPPER.ip,
        subcategory: SHOPPER.email,
        form: `call me on ${SHOPPER.phone}`,
        path: `/search?q=${encodeURIComponent(SHOPPER.email)}`,
        campaign: SHOPPER.ip,
        prize: "2001:db8::1",
      },
    });
    const stored = JSON.stringify(record);
    for (const value of [SHOPPER.email, SHOPPER.phone, SHOPPER.name, SHOPPER.ip, "jo.citizen", "0400", "2001:db8"])
      expect(stored).not.toContain(value);
    expect(Object.keys(record).sort()).toEqual(
      ["ascEvent", "eventId", "leadId", "name", "params", "siteId", "vehicleId"].sort(),
    );
    expect(record.params).toEqual({ category: "General Enquiry", vehicleMake: "Toyota", vehicleYear: 2021 });
  });

  it("keeps a search's path and count, prices and kilometre ranges included", () => {
    const record = eventRecord({
      siteId: 1,
      eventId: 49,
      kind: "search_view",
      params: { path: "/used-cars?price=10000-50000&km=0-150000&make=toyota", results: 0 },
    });
    expect(record.params).toEqual({ path: "/used-cars?price=10000-50000&km=0-150000&make=toyota", results: 0 });
  });

  it("tells phone numbers as people write them from years, prices and ranges", () => {
    for (const phone of ["0400 000 123", "(08) 5550 1234", "+61 400 000 123", "0400000123"])
      expect(looksPersonal(phone), phone).toBe(true);
    for (const plain of ["2021", "45990", "10000-50000", "Toyota Corolla Ascent", "/cars/2021-toyota-corolla-7"])
      expect(looksPersonal(plain), plain).toBe(false);
  });
});

describe("the event vocabulary", () => {
  it("names each kind with its Automotive Standards Council GA4 event, stored with the event", () => {
    expect(eventRecord({ siteId: 1, eventId: 4, kind: "vehicle_view" }).ascEvent).toBe("asc_item_pageview");
    expect(eventRecord({ siteId: 1, eventId: 49, kind: "search_view" }).ascEvent).toBe("asc_pageview");
    expect(ascEventName("call")).toBe("asc_click_to_call");
    expect(ascEventName("lead")).toBe("asc_form_submission");
    expect(ascEventName("save_car")).toBe("asc_cta_interaction");
    expect(ascEventName("spin_to_win")).toBe("asc_special_offer");
  });

  it("stores a kind the vocabulary does not name without an ASC name rather than a wrong one", () => {
    expect(eventRecord({ siteId: 1, eventId: 0, kind: "something_new" }).ascEvent).toBeNull();
  });

  it("gives every spec event id one kind at most", () => {
    const ids = EVENT_VOCABULARY.flatMap((v) => [...v.eventIds]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([4, 14, 15, 17, 18, 19, 22, 25, 26, 39, 48, 49, 51]));
  });
});
