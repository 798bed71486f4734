/**
 * The lead desk's public face: the console's work on leads (status, the audit of every change), rules safe in the
 * browser. Server-only parts are in ./index.server.ts. Other features import only these two files (npm run lint:layers).
 */
export { isLeadStatus, LEAD_STATUS_LABELS, nextStatuses } from "./lead-status";
export type { DeskMember } from "./lead-scope";
export { deskTimeZone, type DeskPlace } from "./desk-place";
