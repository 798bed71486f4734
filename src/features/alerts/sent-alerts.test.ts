import { describe, expect, it } from "vitest";
import {
  alertSettingsLine,
  attributeSms,
  describeNews,
  RECENT_ALERTS,
  sentAlertLists,
  sentAtLabel,
} from "./sent-alerts";

const news = (kind: string, count = 1, oldPrice: number | null = null, price: number | null = null) => ({
  kind,
  count,
  oldPrice,
  price,
});
const at = (iso: string) => new Date(iso);

describe("an alert message in words", () => {
  it("counts a saved search's new matches and price drops", () => {
    expect(describeNews([news("new_match", 3)])).toBe("3 new matches");
    expect(describeNews([news("new_match", 1), news("price_drop", 2)])).toBe("1 new match, 2 price drops");
  });
  it("names the amount of a single price drop", () => {
    expect(describeNews([news("price_drop", 1, 30000, 29000)])).toBe("Price dropped $1,000");
  });
  it("says a saved car was reserved or sold", () => {
    expect(describeNews([news("reserved")])).toBe("Reserved");
    expect(describeNews([news("sold"), news("price_drop", 1, 20000, 19500)])).toBe("Price dropped $500, Sold");
  });
});

describe("the garage's list of sent alerts", () => {
  it("groups one dispatch's news into one message, newest first, with its e-mail channel", () => {
    const lists = sentAlertLists(
      [
        { subject: 1, at: at("2026-11-01T00:00:00Z"), news: news("new_match", 2) },
        { subject: 1, at: at("2026-11-02T00:00:00Z"), news: news("new_match", 1) },
        { subject: 1, at: at("2026-11-02T00:00:00Z"), news: news("price_drop", 1, 10000, 9000) },
      ],
      [{ subject: 1, channel: "e-mail", createdAt: at("2026-11-02T00:00:01Z"), status: "sent" }],
    );
    expect(lists.get(1)).toEqual({
      recent: [
        { at: at("2026-11-02T00:00:00Z"), channels: ["e-mail"], what: "1 new match, Price dropped $1,000" },
        { at: at("2026-11-01T00:00:00Z"), channels: [], what: "2 new matches" },
      ],
      older: 0,
    });
  });
  it("lists at most a few messages and counts the older ones", () => {
    const dispatches = Array.from({ length: RECENT_ALERTS + 3 }, (_, i) => ({
      subject: 7,
      at: new Date(Date.UTC(2026, 10, i + 1)),
      news: news("sold"),
    }));
    const list = sentAlertLists(dispatches, [])!.get(7)!;
    expect(list.recent).toHaveLength(RECENT_ALERTS);
    expect(list.older).toBe(3);
    expect(list.recent[0]!.at).toEqual(new Date(Date.UTC(2026, 10, RECENT_ALERTS + 3)));
  });
  it("says when an e-mail was withdrawn by an unsubscribe", () => {
    const lists = sentAlertLists(
      [{ subject: 1, at: at("2026-11-01T00:00:00Z"), news: news("sold") }],
      [{ subject: 1, channel: "e-mail", createdAt: at("2026-11-01T00:00:00Z"), status: "withdrawn" }],
    );
    expect(lists.get(1)!.recent[0]!.channels).toEqual(["e-mail (not sent: alerts were stopped first)"]);
  });
});

describe("whose message an alert SMS was", () => {
  const t = at("2026-11-01T00:00:00Z");
  const t1 = at("2026-11-01T00:00:00.100Z");
  const t2 = at("2026-11-01T00:00:00.200Z");
  it("is the subject whose e-mail was queued at the same instant", () => {
    const dispatches = [
      { subject: 1, at: t },
      { subject: 2, at: t },
    ];
    const emails = [
      { subject: 1, channel: "e-mail" as const, createdAt: t1, status: "sent" },
      { subject: 2, channel: "e-mail" as const, createdAt: t2, status: "sent" },
    ];
    expect(attributeSms([{ createdAt: t2, status: "sent" }], dispatches, emails).map((m) => m.subject)).toEqual([2]);
  });
  it("is never a subject whose e-mail of that message was queued at another instant", () => {
    const dispatches = [
      { subject: 1, at: t },
      { subject: 2, at: t },
    ];
    const emails = [{ subject: 1, channel: "e-mail" as const, createdAt: t1, status: "sent" }];
    expect(attributeSms([{ createdAt: t2, status: "sent" }], dispatches, emails).map((m) => m.subject)).toEqual([2]);
  });
  it("is the subject the text names, even when two subjects were messaged at once with no e-mail", () => {
    const dispatches = [
      { subject: 1, at: t },
      { subject: 2, at: t },
    ];
    expect(attributeSms([{ createdAt: t2, status: "sent", subject: 2 }], dispatches, []).map((m) => m.subject)).toEqual(
      [2],
    );
    expect(attributeSms([{ createdAt: t2, status: "sent", subject: 1 }], dispatches, []).map((m) => m.subject)).toEqual(
      [1],
    );
  });
  it("is nobody's when the subject it names had no message near it", () => {
    expect(attributeSms([{ createdAt: t2, status: "sent", subject: 3 }], [{ subject: 1, at: t }], [])).toEqual([]);
  });
  it("is nobody's when no message went near it", () => {
    expect(
      attributeSms([{ createdAt: at("2026-12-01T00:00:00Z"), status: "sent" }], [{ subject: 1, at: t }], []),
    ).toEqual([]);
  });
});

describe("when a message went", () => {
  it("reads the site's clock", () => {
    expect(sentAtLabel(at("2026-11-29T01:05:00Z"), "Australia/Perth")).toBe("29 Nov 2026, 9:05 am");
    expect(sentAtLabel(at("2026-11-29T13:30:00Z"), "Australia/Sydney")).toBe("30 Nov 2026, 12:30 am");
  });
});

describe("a subject's alert settings in words", () => {
  it("names each channel on, the address and how often", () => {
    expect(alertSettingsLine({ email: true, emailAddress: "jo@example.com", sms: true, frequency: "daily" })).toBe(
      "Alerts by e-mail to jo@example.com and by SMS, as a daily digest.",
    );
    expect(alertSettingsLine({ email: false, emailAddress: null, sms: true })).toBe("Alerts by SMS.");
  });
  it("says when alerts are off", () => {
    expect(alertSettingsLine({ email: false, emailAddress: null, sms: false, frequency: "instant" })).toBe(
      "Alerts are off.",
    );
  });
});
