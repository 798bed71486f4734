/**
 * The alerts feature's public face: saved-search alerts (new matches and price drops), sent by e-mail and SMS with the
 * shopper's consent, each with a one-click unsubscribe. Server-only parts are in ./index.server.ts.
 */
export { ANNOUNCEMENT_KINDS, type AnnouncementKind } from "./alert-matching";
