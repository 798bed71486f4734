/**
 * The alerts feature's public face on the server: its worker (matching, dispatching and sending) and the unsubscribe
 * link's route handlers.
 */
export { startAlertWorker } from "./alert-worker.server";
export { postUnsubscribe, showUnsubscribe } from "./unsubscribe-route.server";
