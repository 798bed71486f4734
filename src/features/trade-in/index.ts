/**
 * The trade-in feature's public face: the rules other features may use, all safe in the browser. Server-only parts
 * are in ./index.server.ts. Other features import only these two files (npm run lint:layers).
 */
export { flowView, offerDateLabel } from "./trade-in-flow";
