/**
 * What an alert SMS is about, as the SMS outbox keeps it ("about"), so stopping a search's or a saved car's alerts
 * withdraws its texts still queued; and the purposes alert texts are queued under, so a STOP reply withdraws every
 * queued alert text to that number, and no sign-in code (transactional, not an alert).
 */
export const SEARCH_ALERT_SMS = "search-alert";
export const CAR_ALERT_SMS = "car-alert";
export const ALERT_SMS_PURPOSES = [SEARCH_ALERT_SMS, CAR_ALERT_SMS];

export const searchAlertSmsAbout = (savedSearchId: number) => `saved-search:${savedSearchId}`;
export const savedCarAlertSmsAbout = (watchlistEntryId: number) => `saved-car:${watchlistEntryId}`;

/** The saved search's or saved car's id a text is about, or null for a text of the other kind or of no subject. */
export function smsAboutSubject(about: string | null, kind: "saved-search" | "saved-car"): number | null {
  const match = about?.match(/^(saved-search|saved-car):(\d+)$/);
  return match && match[1] === kind ? Number(match[2]) : null;
}
