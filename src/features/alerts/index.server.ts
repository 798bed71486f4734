/**
 * The alerts feature's public face on the server: its workers (matching, dispatching and sending; STOP replies) and the unsubscribe
 * link's route handlers.
 */
export { startAlertWorker } from "./alert-worker.server";
export { startSmsReplyWorker } from "./sms-reply-worker.server";
export { postUnsubscribe, showUnsubscribe } from "./unsubscribe-route.server";
export { carConsentWording } from "./saved-car-preferences";
export { savedCarAlertSettings } from "./saved-car-preferences.db";
export { shoppersSentAlerts } from "./sent-alerts.db";
export { GarageAlerts } from "./components/GarageAlerts";
export { setCarAlerts } from "./saved-car-alert-actions.server";
export { confirmAction } from "./unsubscribe-route.server";
export { unsubscribeTargetByToken } from "./unsubscribe.server";
export { UNSUBSCRIBE_DONE_PATH, UNSUBSCRIBE_NOT_VALID_PATH, withToken } from "./unsubscribe-paths";
