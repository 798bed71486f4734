/**
 * The reserve feature's public face: the rules, types and components other features may use, all safe in the
 * browser. Server-only parts are in ./index.server.ts. Other features import only these two files (npm run lint:layers).
 */
export { checkoutPath } from "./checkout-paths";
export {
  dealerDecision,
  depositLabel,
  effectiveState,
  holdsCar,
  STATE_LABELS,
  timeLeft,
  type ReservationState,
} from "./reserve-rules";
