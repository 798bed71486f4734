/**
 * The lead desk's public face: the console's work on leads (status, notes, the audit of every change), rules safe in
 * the browser. Server-only parts are in ./index.server.ts. Other features and the routes import only these two files
 * (npm run lint:layers).
 */
export { deskMoment, deskPlace, deskTimeZone, type DeskPlace } from "./desk-place";
