/**
 * The saved-searches feature's public face: the rules, types and components screens and other features may use, all
 * safe in the browser, and no client component: the search page imports this for its Save link, and a client component
 * named here would join that page's scripts. Server-only parts are in ./index.server.ts.
 */
export {
  ALERTS_OFF,
  alertColumns,
  consentWording,
  readAlertChoice,
  SMS_ALERTS_OFF,
  SMS_NEEDS_VERIFIED_MOBILE,
  storedAlertColumns,
  withConsent,
} from "./alert-preferences";
export {
  ALERT_SMS_PURPOSES,
  CAR_ALERT_SMS,
  savedCarAlertSmsAbout,
  SEARCH_ALERT_SMS,
  searchAlertSmsAbout,
  smsAboutSubject,
} from "./alert-sms-about";
export { GarageSavedSearches } from "./components/GarageSavedSearches";
export { SaveSearchLink } from "./components/SaveSearchLink";
export { saveSearchPath, savedSearchFilters, savedSearchHref } from "./saved-search-rules";
export type { AlertChannel, AlertFormState, AlertFrequency, StoredAlerts } from "./alert-preferences";
