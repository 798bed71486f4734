/**
 * Our analytics event kinds (the `name` of an analytics_events row) and the Automotive Standards Council's GA4 event
 * name each is stored with, so a dealer's own GA4 figures and ours name the same things alike.
 *
 * Source: the Automotive Standards Council's GA4 specification 1.0 (November 2022, with its 2024 update 1.1), the
 * industry's shared event list: asc_pageview (any page, with page_type), asc_item_pageview (a vehicle's detail page),
 * asc_cta_interaction (a call-to-action button), asc_click_to_call (a tap on a phone number), asc_form_engagement (the
 * first interaction with a form or tool), asc_form_submission (a form sent successfully), asc_retail_process (a step
 * of online retailing: reserve, pay, buy) and asc_special_offer (a special offer seen or chosen). A kind with no
 * counterpart in that list maps to null and is stored without one, rather than misnamed.
 */
export const EVENT_VOCABULARY = [
  // Spec event 49: a search results page shown (ASC page_type "search results").
  { kind: "search_view", eventIds: [49], asc: "asc_pageview" },
  // Spec event 4: a vehicle's detail page shown (counted once per shopper per car per half hour, as its view counter).
  { kind: "vehicle_view", eventIds: [4], asc: "asc_item_pageview" },
  // Spec event 39: a car saved to the watchlist (a call-to-action button; the spec has no favourites event).
  { kind: "save_car", eventIds: [39], asc: "asc_cta_interaction" },
  // Spec event 25: a tap on the dealer's phone number.
  { kind: "call", eventIds: [25], asc: "asc_click_to_call" },
  // The "show number" button (its own table, phone_reveals): a call-to-action that leads to a call.
  { kind: "phone_reveal", eventIds: [], asc: "asc_cta_interaction" },
  // Spec enquiry events 22, 17, 15, 14, 51, 19, 48, 18: every lead form sent and stored.
  { kind: "lead", eventIds: [22, 17, 15, 14, 51, 19, 48, 18], asc: "asc_form_submission" },
  { kind: "personalised_finance", eventIds: [], asc: "asc_form_submission" },
  // A spin-to-win entry is a promotion taken up: the spec's special-offer event.
  { kind: "spin_to_win", eventIds: [], asc: "asc_special_offer" },
  // Reserving a car with a deposit, and paying online: steps of online retailing.
  { kind: "reservation", eventIds: [], asc: "asc_retail_process" },
  { kind: "online_payment", eventIds: [], asc: "asc_retail_process" },
  // Spec event 26: the finance calculator's first interaction (sent to the browser's dataLayer only).
  { kind: "finance_calculator_interaction", eventIds: [26], asc: "asc_form_engagement" },
] as const satisfies readonly { kind: string; eventIds: readonly number[]; asc: AscEventName | null }[];

export type AscEventName =
  | "asc_pageview"
  | "asc_item_pageview"
  | "asc_cta_interaction"
  | "asc_click_to_call"
  | "asc_form_engagement"
  | "asc_form_submission"
  | "asc_retail_process"
  | "asc_special_offer";

/** The ASC event name of one of our kinds; null for a kind the vocabulary does not name. */
export function ascEventName(kind: string): AscEventName | null {
  return EVENT_VOCABULARY.find((v) => v.kind === kind)?.asc ?? null;
}

export const SEARCH_VIEW_EVENT_ID = 49;
export const VEHICLE_VIEW_EVENT_ID = 4;
export const CALL_EVENT_ID = 25;
