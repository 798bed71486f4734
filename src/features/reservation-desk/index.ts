/**
 * The reservation desk's public face: the console's work on reservations and trade-in offers. Server-only parts are in
 * ./index.server.ts. Other features and the routes import only these two files (npm run lint:layers).
 */
export { mayReviseOffer, type DeskWorker } from "./desk-scope";
